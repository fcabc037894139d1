import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components'
import type { CheckRuleFailure } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { useEffect, useRef, useState } from 'react'

export interface CheckRuleTestDialogProps {
  /** The rule tried; null: closed. */
  rule: { ruleCode: string; ruleName: string } | null
  onClose: () => void
}

type Outcome = { passed: true } | { passed: false; message: string; failure?: CheckRuleFailure }

const DEBOUNCE_MS = 300

/** Which characters a failed step tested, e.g. 第3至11位「AB」. */
function partOf(failure?: CheckRuleFailure): string | null {
  if (!failure || failure.beginIndex === undefined || failure.endIndex === undefined) return null
  return `第${failure.beginIndex + 1}至${failure.endIndex}位「${failure.checkValue}」`
}

/** 测试: a sample value checked live against the rule by the server's checkByCode, with the failing step. */
export function CheckRuleTestDialog({ rule, onClose }: CheckRuleTestDialogProps) {
  const http = useHttp()
  const [value, setValue] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [checking, setChecking] = useState(false)
  const latest = useRef(0)

  useEffect(() => {
    if (rule) {
      setValue('')
      setOutcome(null)
    }
  }, [rule])

  useEffect(() => {
    if (!rule || value === '') {
      setOutcome(null)
      return
    }
    const request = ++latest.current
    const timer = setTimeout(async () => {
      setChecking(true)
      try {
        // JeecgBoot's client sends the value URL-encoded once more; the server decodes it again.
        const reply = await http.get<CheckRuleFailure | null>('/sys/checkRule/checkByCode', {
          ruleCode: rule.ruleCode,
          value: encodeURIComponent(value),
        })
        if (request !== latest.current) return
        setOutcome(
          reply.success
            ? { passed: true }
            : { passed: false, message: reply.message, failure: reply.result ?? undefined },
        )
      } catch {
        if (request === latest.current) setOutcome({ passed: false, message: '校验请求失败，请稍后再试' })
      } finally {
        if (request === latest.current) setChecking(false)
      }
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [http, rule, value])

  return (
    <Dialog open={rule !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 560, width: '100%' }}>
        <DialogBody>
          <DialogTitle>测试规则{rule ? ` - ${rule.ruleName}` : ''}</DialogTitle>
          <DialogContent>
            <Field label="需要测试的值" hint="输入时即按规则校验">
              <Input
                autoFocus
                value={value}
                placeholder="请输入需要测试的值"
                onChange={(_, data) => setValue(data.value)}
                contentAfter={checking ? <Spinner size="extra-tiny" /> : undefined}
              />
            </Field>
            <div aria-live="polite" style={{ marginTop: 12 }}>
              {outcome?.passed && (
                <MessageBar intent="success">
                  <MessageBarBody>校验通过</MessageBarBody>
                </MessageBar>
              )}
              {outcome && !outcome.passed && (
                <MessageBar intent="error">
                  <MessageBarBody>
                    {outcome.message}
                    {partOf(outcome.failure) && `（${partOf(outcome.failure)}）`}
                  </MessageBarBody>
                </MessageBar>
              )}
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
