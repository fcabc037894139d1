import { Field, Input } from '@fluentui/react-components'
import { BarcodeScanner20Regular } from '@fluentui/react-icons'
import { useEffect, useRef, useState } from 'react'

export interface ScanOutcome {
  ok: boolean
  message: string
}

export interface ScanBoxProps {
  label: string
  /** Sends the number; answers what to tell the clerk. */
  onScan: (trackingNo: string) => Promise<ScanOutcome>
  disabled?: boolean
}

/**
 * A scanner's box for server-checked scans: Enter sends the number, the box keeps focus for the next parcel, and the
 * result (success or the refusal's reason) is announced to screen readers (aria-live) as well as shown.
 */
export function ScanBox({ label, onScan, disabled }: ScanBoxProps) {
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!disabled && !busy) input.current?.focus()
  }, [disabled, busy])
  return (
    <Field
      label={label}
      validationState={outcome ? (outcome.ok ? 'success' : 'error') : 'none'}
      validationMessage={
        <span role="status" aria-live="assertive">
          {outcome?.message ?? ''}
        </span>
      }
    >
      <Input
        ref={input}
        value={value}
        disabled={disabled}
        readOnly={busy}
        contentBefore={<BarcodeScanner20Regular />}
        placeholder="扫码或输入运单号后按回车"
        onChange={(_, data) => setValue(data.value)}
        onKeyDown={async (event) => {
          if (event.key !== 'Enter' || busy) return
          event.preventDefault()
          const trackingNo = value.trim()
          if (!trackingNo) return
          setBusy(true)
          const result = await onScan(trackingNo)
          setBusy(false)
          setOutcome(result)
          setValue(result.ok ? '' : trackingNo)
          input.current?.focus()
          if (!result.ok) input.current?.select()
        }}
      />
    </Field>
  )
}
