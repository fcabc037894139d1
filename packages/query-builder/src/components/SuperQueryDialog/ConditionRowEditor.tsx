import { Button, Select, Tooltip } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import type { ConditionRow, QueryField } from '../../core/condition.types'
import { QUERY_RULES, type QueryRule } from '../../core/rules'
import { resolveValueEditor } from '../editors/resolveValueEditor'
import type { ValueEditors } from '../editors/valueEditor.types'
import { useQueryMessages } from '../QueryMessages/QueryMessages'
import { useSuperQueryDialogStyles } from './SuperQueryDialog.styles'
import type { SuperQueryDialogState } from './useSuperQueryDialog'

export interface ConditionRowEditorProps {
  row: ConditionRow
  /** 1-based, part of the controls' accessible names. */
  position: number
  fields: QueryField[]
  editors?: ValueEditors
  actions: SuperQueryDialogState['rowActions']
}

/** One condition: field, rule and a value editor chosen by the field's type, with add and remove buttons. */
export function ConditionRowEditor({ row, position, fields, editors, actions }: ConditionRowEditorProps) {
  const messages = useQueryMessages()
  const styles = useSuperQueryDialogStyles()
  const field = fields.find((f) => f.value === row.field)
  const Editor = resolveValueEditor(field, editors)
  const addLabel = `${messages.addCondition} ${position}`
  const removeLabel = `${messages.removeCondition} ${position}`
  return (
    <li className={styles.row}>
      <Select
        aria-label={`${messages.field} ${position}`}
        value={row.field}
        onChange={(_, data) => actions.setField(row.id, data.value)}
      >
        <option value="">{messages.fieldPlaceholder}</option>
        {fields.map((f) => (
          <option key={f.value} value={f.value}>
            {f.text}
          </option>
        ))}
      </Select>
      <Select
        aria-label={`${messages.rule} ${position}`}
        value={row.rule}
        onChange={(_, data) => actions.setRule(row.id, data.value as QueryRule)}
      >
        {QUERY_RULES.map((rule) => (
          <option key={rule.value} value={rule.value}>
            {messages.rules[rule.value]}
          </option>
        ))}
      </Select>
      <Editor
        key={`${row.field}-${row.rule === 'in'}`}
        aria-label={`${messages.value} ${position}`}
        value={row.val}
        onChange={(val) => actions.setValue(row.id, val)}
        field={field ?? { value: '', text: '' }}
        rule={row.rule}
        multiple={row.rule === 'in'}
      />
      <span className={styles.rowButtons}>
        <Tooltip content={addLabel} relationship="label">
          <Button icon={<AddRegular />} onClick={() => actions.addAfter(row.id)} />
        </Tooltip>
        <Tooltip content={removeLabel} relationship="label">
          <Button icon={<DeleteRegular />} onClick={() => actions.remove(row.id)} />
        </Tooltip>
      </span>
    </li>
  )
}
