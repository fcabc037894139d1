import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { BarcodeScanner20Regular, Camera20Regular } from '@fluentui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { barcodeDetector, CameraScan } from './CameraScan'
import type { ScanBoxProps, ScanOutcome } from './ScanBox.types'
import { s10Warning } from './scanCode'

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  field: { flexGrow: 1 },
})

/**
 * A barcode box. A scanner gun is a keyboard that types the code fast and presses Enter: Enter hands the code to
 * `onScan`; an accepted code empties the box for the next parcel, a refused one stays selected so the next scan
 * replaces it, and the focus stays in the box. Where the browser has BarcodeDetector, the camera reads codes too.
 * A code shaped like an S10 number with a wrong check digit is flagged while it is typed (a misread).
 */
export function ScanBox({
  label = '扫描运单号',
  onScan,
  hint,
  disabled,
  autoFocus,
  outcomeDisplay = 'field',
  camera = true,
}: ScanBoxProps) {
  const styles = useStyles()
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null)
  const [cameraOpen, setCameraOpen] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const pending = useRef(false)

  useEffect(() => {
    if (autoFocus && !disabled && !busy) input.current?.focus()
  }, [autoFocus, disabled, busy])

  async function scan(raw: string) {
    const code = raw.trim()
    if (!code || pending.current || disabled) return
    pending.current = true
    setBusy(true)
    try {
      const result = await onScan(code)
      setOutcome(result)
      setValue(result.ok ? '' : code)
      if (!result.ok) requestAnimationFrame(() => input.current?.select())
    } finally {
      pending.current = false
      setBusy(false)
      input.current?.focus()
    }
  }

  const warning = s10Warning(value)
  const shown = outcomeDisplay === 'field' ? outcome : null
  const message = shown?.message ?? warning ?? undefined
  return (
    <div className={styles.box}>
      <div className={styles.row}>
        <Field
          className={styles.field}
          label={label}
          hint={message === undefined ? hint : undefined}
          validationState={shown ? (shown.ok ? 'success' : 'error') : warning ? 'warning' : 'none'}
          validationMessage={
            outcomeDisplay === 'field' ? (
              <span role="status" aria-live="assertive">
                {message ?? ''}
              </span>
            ) : (
              (warning ?? undefined)
            )
          }
        >
          <Input
            ref={input}
            value={value}
            disabled={disabled}
            readOnly={busy}
            contentBefore={<BarcodeScanner20Regular />}
            placeholder="扫码或输入运单号后按回车"
            onChange={(_, data) => {
              setValue(data.value)
              setOutcome(null)
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              void scan(value)
            }}
          />
        </Field>
        {camera && barcodeDetector() && !cameraOpen && (
          <Button icon={<Camera20Regular />} disabled={disabled} onClick={() => setCameraOpen(true)}>
            摄像头扫码
          </Button>
        )}
      </div>
      {cameraOpen && <CameraScan onCode={(code) => void scan(code)} onClose={() => setCameraOpen(false)} />}
    </div>
  )
}
