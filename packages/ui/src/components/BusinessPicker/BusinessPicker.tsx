import type { RowData } from '@tanstack/react-table'
import { useState } from 'react'
import { useHttp } from '../../provider/PorticoProvider'
import { PickerField } from '../PickerField/PickerField'
import { usePickedRows } from '../PickerField/usePickedRows'
import { fetchRowsByValues } from '../SelectionModal/selectionPage'
import { BusinessModal } from './BusinessModal'
import type { BusinessPickerProps } from './BusinessPicker.types'

const field = (row: unknown, key: string) => {
  const value = (row as Record<string, unknown>)[key]
  return value == null ? '' : String(value)
}

/**
 * A field over the business-component modal (JSelectBizComponent): the chosen rows' names and 选择. The value is
 * the rows' `returnKeys[1]` (or `returnKeys[0]` with `returnId`) joined by commas; stored values are looked up with
 * `<field>=a,b,` on `valueUrl` or `listUrl`.
 */
export function BusinessPicker<Row extends RowData>(props: BusinessPickerProps<Row>) {
  const {
    value,
    onChange,
    separator = ',',
    returnKeys = ['id', 'id'],
    returnId = false,
    displayKey,
    valueUrl,
    queryParamCode,
    selectButtonText = '选择',
    placeholder = '请选择',
    disabled,
    id,
    className,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    ...options
  } = props
  const http = useHttp()
  const [open, setOpen] = useState(false)
  const valueKey = returnId ? returnKeys[0] : returnKeys[1]
  const picked = usePickedRows<Row>({
    value,
    separator,
    storedOf: (row) => field(row, valueKey),
    display: (row) => field(row, displayKey ?? valueKey),
    resolve: (values) => fetchRowsByValues<Row>(http, valueUrl ?? options.listUrl, valueKey, values),
  })

  const report = (rows: Row[]) => {
    picked.remember(rows)
    onChange?.(rows.map((row) => field(row, valueKey)).join(separator), rows)
  }

  return (
    <>
      <PickerField
        id={id}
        className={className}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        disabled={disabled}
        text={picked.text}
        placeholder={placeholder}
        buttonText={selectButtonText}
        loading={picked.loading}
        onOpen={() => setOpen(true)}
        onClear={() => report([])}
      />
      <BusinessModal<Row>
        {...options}
        open={open}
        queryParamCode={queryParamCode ?? valueKey}
        initialSelection={picked.rows}
        onCancel={() => setOpen(false)}
        onConfirm={(rows) => {
          setOpen(false)
          report(rows)
        }}
      />
    </>
  )
}
