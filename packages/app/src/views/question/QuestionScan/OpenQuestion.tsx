import { Button, Card, Field, makeStyles, Text, tokens } from '@fluentui/react-components'
import type { QuestionView } from '@portico/contract'
import { DictSelect } from '@portico/ui'
import { useState } from 'react'

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalXS, backgroundColor: tokens.colorNeutralBackground2 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end' },
})

/** An open 问题件 and its handling decision (重新贴标, 联系客户, 退回卖家, 销毁, 重新申报). */
export function OpenQuestion({
  question,
  canHandle,
  onHandle,
}: {
  question: QuestionView
  canHandle: boolean
  onHandle: (handling: string) => Promise<void>
}) {
  const styles = useStyles()
  const [handling, setHandling] = useState('')
  const [busy, setBusy] = useState(false)
  return (
    <Card className={styles.card} appearance="filled-alternative">
      <Text weight="semibold">
        {question.questionType_dictText} · {question.status_dictText}
      </Text>
      <Text size={200}>
        {question.createTime} {question.createBy} 登记：{question.description}
      </Text>
      {canHandle && (
        <div className={styles.row}>
          <Field label="处理方式">
            <DictSelect
              dictCode="question_handling"
              aria-label="处理方式"
              value={handling}
              onChange={setHandling}
            />
          </Field>
          <Button
            appearance="primary"
            disabled={!handling || busy}
            onClick={() => {
              setBusy(true)
              void onHandle(handling).finally(() => setBusy(false))
            }}
          >
            确认处理
          </Button>
        </div>
      )}
    </Card>
  )
}
