import { DictTreeSelect } from '@portico/ui'
import type { ValueEditorProps } from './valueEditor.types'

/** A tree dictionary (`sel_tree`, dictCode `table,text,code`) through @portico/ui's tree select; the value is a key. */
export function TreeValueEditor({ value, onChange, field, 'aria-label': label }: ValueEditorProps) {
  return <DictTreeSelect dict={field.dictCode ?? ''} value={value} onChange={onChange} aria-label={label} />
}
