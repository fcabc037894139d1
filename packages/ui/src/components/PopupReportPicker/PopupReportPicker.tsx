import { Text } from '@fluentui/react-components'
import { useState } from 'react'
import { splitValues } from '../../dict/dictOptions'
import { PickerField } from '../PickerField/PickerField'
import { PopupReportModal } from './PopupReportModal'
import { usePopupReportStyles } from './PopupReportPicker.styles'
import type { PopupReportPickerProps } from './PopupReportPicker.types'
import {
  clearedPopupFields,
  mapPopupFields,
  type PopupRow,
  popupConfigError,
  popupGroupKey,
} from './popupReportRules'

/**
 * The popup field (JPopup): a box showing its value and a button opening the online report `code`. On 确定 each dest
 * field gets the values of the org field in the same place (`orgFields` → `destFields`), so one pick can fill several
 * fields of a form or a table row; the picker's own value is the `field` dest field's. A configuration without code,
 * orgFields or destFields, or with unequal counts of them, shows why instead of the field.
 */
export function PopupReportPicker(props: PopupReportPickerProps) {
  const {
    code,
    orgFields,
    destFields,
    field,
    multiple = false,
    param,
    groupId,
    width,
    value,
    onChange,
    separator = ',',
    placeholder = '请选择',
    selectButtonText = '选择',
    disabled,
    id,
    className,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
  } = props
  const styles = usePopupReportStyles()
  const [open, setOpen] = useState(false)
  const problem = popupConfigError({ code, orgFields, destFields })
  if (problem || !code)
    return (
      <Text id={id} role="alert" className={styles.configError}>
        {problem}
      </Text>
    )
  const valueField = field || (destFields ?? '').split(',')[0].trim()

  const report = (rows: PopupRow[]) => {
    const fields = rows.length
      ? mapPopupFields(rows, { orgFields, destFields })
      : clearedPopupFields(destFields)
    onChange?.((fields[valueField] ?? '').split(',').join(separator), fields, rows)
  }

  return (
    <>
      <PickerField
        id={id}
        className={className}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        disabled={disabled}
        text={splitValues(value, separator).join(',')}
        placeholder={placeholder}
        buttonText={selectButtonText}
        onOpen={() => setOpen(true)}
        onClear={() => report([])}
      />
      <PopupReportModal
        open={open}
        code={code}
        multiple={multiple}
        param={param}
        groupKey={popupGroupKey(groupId, { code, field: valueField, orgFields, destFields })}
        width={width}
        onCancel={() => setOpen(false)}
        onConfirm={(rows) => {
          setOpen(false)
          report(rows)
        }}
      />
    </>
  )
}
