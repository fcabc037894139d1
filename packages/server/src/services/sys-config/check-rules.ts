import { HttpError } from '../../http/envelope'
import { parseRuleJson } from '../check-rules/check-value'
import { compilePattern } from '../check-rules/java-pattern'
import type { ResourceHooks } from '../resources/service'

const invalid = (message: string) => new HttpError(400, message, { errors: { ruleJson: message } })

/** What is wrong with a rule's steps, or undefined: at least one, each with a pattern that compiles and a message. */
export function ruleJsonError(ruleJson: string): string | undefined {
  const parsed = parseRuleJson(ruleJson)
  if (!parsed.ok)
    return '规则内容须是 [{"digits":"*"或位数,"pattern":"正则","message":"提示"}] 形式的JSON数组'
  if (parsed.steps.length === 0) return '请至少添加一条规则!'
  for (const [index, step] of parsed.steps.entries()) {
    if (step.pattern.trim() === '') return `第${index + 1}条规则缺少正则表达式`
    if (!compilePattern(step.pattern).ok) return `第${index + 1}条规则的正则表达式无效：${step.pattern}`
    if (step.message.trim() === '') return `第${index + 1}条规则缺少提示信息`
  }
  return undefined
}

/** 编码校验规则: the steps are checked before they are stored, so checkByCode never meets a broken rule. */
export const checkRuleHooks: ResourceHooks = {
  async beforeWrite({ values }) {
    const ruleJson = String(values.ruleJson ?? '')
    const error = ruleJsonError(ruleJson)
    if (error) throw invalid(error)
    const parsed = parseRuleJson(ruleJson)
    // Stored compactly, `digits` always a string, as checkByCode reads it.
    return { ruleJson: JSON.stringify(parsed.ok ? parsed.steps : []) }
  },
}
