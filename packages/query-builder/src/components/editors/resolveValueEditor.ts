import type { QueryField } from '../../core/condition.types'
import { DateTimeValueEditor, DateValueEditor, TimeValueEditor } from './DateTimeValueEditors'
import { DictValueEditor } from './DictValueEditor'
import { NumberValueEditor } from './NumberValueEditor'
import { TextValueEditor } from './TextValueEditor'
import { TreeValueEditor } from './TreeValueEditor'
import type { ValueEditor, ValueEditors } from './valueEditor.types'

const BY_TYPE: ValueEditors = {
  number: NumberValueEditor,
  int: NumberValueEditor,
  double: NumberValueEditor,
  BigDecimal: NumberValueEditor,
  date: DateValueEditor,
  datetime: DateTimeValueEditor,
  time: TimeValueEditor,
}

/** Types whose dictCode names a tree, not a flat dictionary. */
const TREE_TYPES: ValueEditors = { sel_tree: TreeValueEditor, cat_tree: TreeValueEditor }

/** The app's editor for the field's type first, then a tree or dictionary select, then the built-in one by type. */
export function resolveValueEditor(field: QueryField | undefined, editors: ValueEditors = {}): ValueEditor {
  const type = field?.type ?? ''
  const custom = editors[type]
  if (custom) return custom
  if (TREE_TYPES[type]) return TREE_TYPES[type]
  if (field?.dictCode || field?.options) return DictValueEditor
  return BY_TYPE[type] ?? TextValueEditor
}
