import { Button, Caption1, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import type { CheckRuleStep } from '@portico/contract'
import type { CustomControl } from '../../../components/form/fieldSpec'
import { parseSteps } from './ruleSteps'

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: '90px 1fr 1fr auto', gap: tokens.spacingHorizontalS },
  head: { color: tokens.colorNeutralForeground3 },
})

const EMPTY_STEP: CheckRuleStep = { digits: '*', pattern: '', message: '' }

/**
 * The steps of a coding rule, left to right (JeecgBoot's rule editor): 位数 `*` tests the whole value, a number takes
 * that many characters; each part must match its regular expression, else its message is shown.
 */
export function RuleStepsEditor({ value, onChange, onBlur }: CustomControl) {
  const styles = useStyles()
  const steps = parseSteps(value)
  if (!steps)
    return (
      <Textarea
        aria-label="规则内容（JSON）"
        value={value}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
        resize="vertical"
      />
    )
  const write = (next: CheckRuleStep[]) => onChange(next.length ? JSON.stringify(next) : '')
  const set = (index: number, key: keyof CheckRuleStep, text: string) =>
    write(steps.map((step, i) => (i === index ? { ...step, [key]: text } : step)))
  return (
    <div className={styles.list}>
      {steps.length > 0 ? (
        <div className={styles.row}>
          <Caption1 className={styles.head}>位数（* 为整体）</Caption1>
          <Caption1 className={styles.head}>正则表达式</Caption1>
          <Caption1 className={styles.head}>不匹配时的提示</Caption1>
          <span />
        </div>
      ) : (
        <Caption1 className={styles.head}>
          尚未添加规则：每条规则按位数截取值的一段（* 为整个值）并用正则校验。
        </Caption1>
      )}
      {steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: steps have no identity of their own; order is the key
        <div className={styles.row} key={index}>
          <Input
            aria-label={`第${index + 1}条规则 位数`}
            value={step.digits}
            onChange={(_, data) => set(index, 'digits', data.value)}
            onBlur={onBlur}
          />
          <Input
            aria-label={`第${index + 1}条规则 正则表达式`}
            placeholder="如 ^[A-Z]{2}$"
            value={step.pattern}
            onChange={(_, data) => set(index, 'pattern', data.value)}
            onBlur={onBlur}
          />
          <Input
            aria-label={`第${index + 1}条规则 提示`}
            placeholder="如 前两位必须是大写字母"
            value={step.message}
            onChange={(_, data) => set(index, 'message', data.value)}
            onBlur={onBlur}
          />
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={`删除第${index + 1}条规则`}
            onClick={() => write(steps.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <div>
        <Button icon={<AddRegular />} onClick={() => write([...steps, EMPTY_STEP])}>
          添加一条规则
        </Button>
      </div>
    </div>
  )
}
