import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components'
import { editableFields, type Resource } from '@portico/contract'
import type { FormValues } from '../form/fieldSpec'
import { type ResourceRow, shownValue } from './resourceValues'

export interface ConflictNoticeProps {
  resource: Resource
  /** What the form holds. */
  values: FormValues
  /** The record as it is now on the server. */
  current: ResourceRow
  onReload: () => void
}

/** After a refused stale edit: which fields someone else changed, and a way to take their version. */
export function ConflictNotice({ resource, values, current, onReload }: ConflictNoticeProps) {
  const changed = editableFields(resource).filter(
    ([name]) => (values[name] ?? '') !== shownValue(current[name]),
  )
  return (
    <MessageBar intent="warning" layout="multiline" style={{ marginBottom: 12 }}>
      <MessageBarBody>
        <MessageBarTitle>别人保存的版本与您的填写不同</MessageBarTitle>
        {changed.length > 0 && (
          <ul aria-label="与当前版本不同的字段">
            {changed.map(([name, field]) => (
              <li key={name}>
                {field.label}：当前为「
                {String(current[`${name}_dictText`] ?? shownValue(current[name])) || '空'}」
              </li>
            ))}
          </ul>
        )}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onReload}>重新加载</Button>
      </MessageBarActions>
    </MessageBar>
  )
}
