import type { CheckRuleStep } from '@portico/contract'

/** The editor's steps from the stored JSON; undefined when it is not an array of steps (shown as raw text then). */
export function parseSteps(json: string): CheckRuleStep[] | undefined {
  if (json.trim() === '') return []
  try {
    const parsed = JSON.parse(json)
    if (!Array.isArray(parsed)) return undefined
    return parsed.map((step) => ({
      digits: String(step?.digits ?? ''),
      pattern: String(step?.pattern ?? ''),
      message: String(step?.message ?? ''),
    }))
  } catch {
    return undefined
  }
}

/** The first problem of the steps, as the server would report it (it also compiles each pattern). */
export function stepsError(json: string): string | undefined {
  const steps = parseSteps(json)
  if (!steps) return '规则内容不是合法的JSON数组'
  if (steps.length === 0) return '请至少添加一条规则!'
  for (const [index, step] of steps.entries()) {
    if (!/^(\*|\d{1,4})$/.test(step.digits.trim())) return `第${index + 1}条规则的位数须为 * 或数字`
    if (step.pattern.trim() === '') return `第${index + 1}条规则缺少正则表达式`
    if (step.message.trim() === '') return `第${index + 1}条规则缺少提示信息`
  }
  return undefined
}
