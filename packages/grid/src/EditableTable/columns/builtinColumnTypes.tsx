import { Tag } from '@fluentui/react-components'
import {
  CheckboxEditor,
  CheckboxMetaEditor,
  MultiSelectEditor,
  RadioEditor,
  SearchSelectEditor,
  SelectEditor,
  SwitchEditor,
} from './choiceEditors'
import type { CellDisplayProps, CellEditorProps, ColumnTypeDefinition } from './columnRegistry.types'
import { columnTypeSizes, type EditableColumnType } from './columnTypes'
import { DepartNames, DepartSelectEditor } from './DepartSelectEditor'
import { DateEditor, DateTimeEditor, TimeEditor } from './dateEditors'
import { DictSearchText, searchesServer } from './dictSearchEditor'
import { findOption, multiLabels, optionLabel } from './optionText'
import { PopupEditor } from './popupEditor'
import { InputPopEditor, NumberEditor, TextareaEditor, TextEditor } from './textEditors'
import { UserNames, UserSelectEditor } from './UserSelectEditor'
import { FileUploadEditor, ImageUploadEditor } from './uploadEditors'

const plain = ({ value }: CellDisplayProps) => (value == null ? '' : String(value))

const optionDisplay = ({ column, value }: CellDisplayProps) => {
  if (searchesServer(column)) return <DictSearchText dict={column.dictCode ?? ''} value={value} />
  const option = findOption(column.options, value)
  return option ? optionLabel(option) : plain({ column, value, row: { id: '' } })
}

/** Multi-value cells show at most one tag (spec §9) and how many more there are. */
const firstTagDisplay = ({ column, value }: CellDisplayProps) => {
  const [first, ...rest] = multiLabels(column.options, value)
  if (first === undefined) return ''
  return (
    <Tag size="small" appearance="outline" title={[first, ...rest].join(', ')}>
      {rest.length > 0 ? `${first} +${rest.length}` : first}
    </Tag>
  )
}

function SlotEditor(props: CellEditorProps) {
  return (
    <>
      {props.slot?.({
        row: props.row,
        rowIndex: props.rowIndex,
        column: props.column,
        value: props.value,
        setValue: (value) => props.onChange(value, 'change'),
      })}
    </>
  )
}

const sized = (type: EditableColumnType, definition: ColumnTypeDefinition): ColumnTypeDefinition => ({
  ...columnTypeSizes[type],
  ...definition,
})

/** The built-in cells: `sel_user` and `sel_depart` use the pickers of @portico/ui, `popup` its popup report picker.
 * Another package can replace any of them through `registerColumnType`. */
export const builtinColumnTypes: Record<EditableColumnType, ColumnTypeDefinition> &
  Record<string, ColumnTypeDefinition> = {
  input: { editor: TextEditor },
  inputNumber: { editor: NumberEditor },
  checkbox: { editor: CheckboxEditor, alwaysEditor: true },
  select: { editor: SelectEditor, display: optionDisplay },
  list_multi: { editor: MultiSelectEditor, display: firstTagDisplay },
  sel_search: { editor: SearchSelectEditor, display: optionDisplay },
  sel_depart: sized('sel_depart', {
    editor: DepartSelectEditor,
    display: (cell) => <DepartNames {...cell} />,
  }),
  sel_user: sized('sel_user', { editor: UserSelectEditor, display: (cell) => <UserNames {...cell} /> }),
  date: sized('date', { editor: DateEditor }),
  datetime: sized('datetime', { editor: DateTimeEditor }),
  input_pop: { editor: InputPopEditor },
  upload: { editor: FileUploadEditor, alwaysEditor: true },
  file: { editor: FileUploadEditor, alwaysEditor: true },
  image: { editor: ImageUploadEditor, alwaysEditor: true },
  popup: { editor: PopupEditor },
  radio: { editor: RadioEditor, alwaysEditor: true },
  checkbox_meta: { editor: CheckboxMetaEditor, alwaysEditor: true },
  slot: { editor: SlotEditor, alwaysEditor: true },
  hidden: { hidden: true },
  normal: { display: plain },
  // Beyond the 20 of spec §3: the time format of §9 and the Y/N switch of §4.
  time: { editor: TimeEditor },
  switch: { editor: SwitchEditor, alwaysEditor: true },
  textarea: { editor: TextareaEditor },
}
