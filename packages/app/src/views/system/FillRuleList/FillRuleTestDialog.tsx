import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { useHttp } from '@portico/ui'
import { useCallback, useEffect, useState } from 'react'

export interface FillRuleTestDialogProps {
  /** The rule tried; null: closed. */
  rule: { ruleCode: string; ruleName: string } | null
  onClose: () => void
}

type State = { loading: true } | { loading: false; value?: string; error?: string }

/** 功能测试: the rule's next value from the server (it uses up that number, as a real form would). */
export function FillRuleTestDialog({ rule, onClose }: FillRuleTestDialogProps) {
  const http = useHttp()
  const [state, setState] = useState<State>({ loading: true })

  const generate = useCallback(async () => {
    if (!rule) return
    setState({ loading: true })
    try {
      const reply = await http.get<string>('/sys/fillRule/testFillRule', { ruleCode: rule.ruleCode })
      setState(
        reply.success
          ? { loading: false, value: reply.result ?? '' }
          : { loading: false, error: reply.message },
      )
    } catch {
      setState({ loading: false, error: '生成失败，请稍后再试' })
    }
  }, [http, rule])

  useEffect(() => {
    void generate()
  }, [generate])

  return (
    <Dialog open={rule !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 520, width: '100%' }}>
        <DialogBody>
          <DialogTitle>填值规则功能测试{rule ? ` - ${rule.ruleName}` : ''}</DialogTitle>
          <DialogContent>
            <div aria-live="polite">
              {state.loading && <Spinner size="tiny" label="生成中…" />}
              {!state.loading && state.value !== undefined && (
                <Text size={400}>
                  生成结果：<Text weight="semibold">{state.value}</Text>
                </Text>
              )}
              {!state.loading && state.error && (
                <MessageBar intent="error">
                  <MessageBarBody>{state.error}</MessageBarBody>
                </MessageBar>
              )}
            </div>
            <Text size={200} block style={{ marginTop: 12 }}>
              每次生成都会占用一个流水号。
            </Text>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void generate()} disabled={state.loading}>
              再生成一个
            </Button>
            <Button appearance="primary" onClick={onClose}>
              关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
