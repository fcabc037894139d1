import { Field, Input } from '@fluentui/react-components'
import { BarcodeScanner20Regular } from '@fluentui/react-icons'
import { useState } from 'react'

export interface ScanResult {
  ok: boolean
  message: string
}

export interface ScanInputProps {
  /** Adds the scanned tracking number; answers what to tell the clerk. */
  onScan: (trackingNo: string) => ScanResult
  disabled?: boolean
}

/**
 * The scanner's box: a barcode gun types the number and presses Enter; the number becomes a new line and the box is
 * ready for the next parcel. Refusals (bad number, already in the batch) stay in the box to be checked.
 */
export function ScanInput({ onScan, disabled }: ScanInputProps) {
  const [value, setValue] = useState('')
  const [result, setResult] = useState<ScanResult | null>(null)
  return (
    <Field
      label="扫描运单号"
      hint={result ? undefined : '扫码枪扫描后自动回车；也可从 Excel 复制多行，在表格的运单号单元格中粘贴'}
      validationState={result ? (result.ok ? 'success' : 'error') : 'none'}
      validationMessage={result?.message}
    >
      <Input
        value={value}
        disabled={disabled}
        contentBefore={<BarcodeScanner20Regular />}
        placeholder="扫码或输入运单号后按回车"
        onChange={(_, data) => {
          setValue(data.value)
          setResult(null)
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          const trackingNo = value.trim()
          if (!trackingNo) return
          const outcome = onScan(trackingNo)
          setResult(outcome)
          if (outcome.ok) setValue('')
        }}
      />
    </Field>
  )
}
