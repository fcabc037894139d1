import { Button, Field, Input, type InputProps, Label, Select } from '@fluentui/react-components'
import { ChevronDown16Regular, ChevronUp16Regular } from '@fluentui/react-icons'
import type { CgReportQueryItem } from '@portico/contract'
import { optionText } from '../../dict/dictOptions'
import { DateField } from '../DateFields/DateField'
import { DateTimeField } from '../DateFields/DateTimeField'
import { usePopupReportStyles } from './PopupReportPicker.styles'

export interface PopupQueryFormProps {
  items: CgReportQueryItem[]
  /** Query values by key: `<field>` for a single item, `<field>_begin` / `<field>_end` for a range. */
  values: Record<string, string>
  onChange: (key: string, value: string) => void
  /** Items with hidden '1' show only while expanded. */
  expanded: boolean
  onToggle: () => void
}

const INPUT_TYPE: Record<'text' | 'number', InputProps['type']> = { text: 'text', number: 'number' }

interface ControlProps {
  item: CgReportQueryItem
  value: string
  onChange: (value: string) => void
  'aria-label'?: string
}

/** One query control: a select of the item's dictionary, a date picker, or an input of its kind. */
function QueryControl({ item, value, onChange, ...aria }: ControlProps) {
  const styles = usePopupReportStyles()
  if (item.view === 'list')
    return (
      <Select
        {...aria}
        className={styles.queryControl}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      >
        <option value="">请选择</option>
        {(item.dictOptions ?? []).map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {optionText(option)}
          </option>
        ))}
      </Select>
    )
  if (item.view === 'date' || item.view === 'datetime') {
    const Picker = item.view === 'date' ? DateField : DateTimeField
    return <Picker {...aria} className={styles.queryControl} value={value} onChange={onChange} />
  }
  return (
    <Input
      {...aria}
      className={styles.queryControl}
      type={INPUT_TYPE[item.view === 'number' ? 'number' : 'text']}
      value={value}
      placeholder={`请输入${item.label}`}
      onChange={(_, data) => onChange(data.value)}
    />
  )
}

/** A range item: 开始 ~ 结束 under the item's label. */
function RangeControl({
  item,
  values,
  onChange,
}: Omit<PopupQueryFormProps, 'items' | 'expanded' | 'onToggle'> & {
  item: CgReportQueryItem
}) {
  const styles = usePopupReportStyles()
  const begin = `${item.field}_begin`
  const end = `${item.field}_end`
  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>
        <Label>{item.label}</Label>
      </legend>
      <div className={styles.rangeInputs}>
        <QueryControl
          item={item}
          aria-label={`${item.label}开始`}
          value={values[begin] ?? ''}
          onChange={(value) => onChange(begin, value)}
        />
        <span aria-hidden>~</span>
        <QueryControl
          item={item}
          aria-label={`${item.label}结束`}
          value={values[end] ?? ''}
          onChange={(value) => onChange(end, value)}
        />
      </div>
    </fieldset>
  )
}

/**
 * The report's query items (JPopupOnlReport's form): single-mode items take one value, the others a range; items
 * with hidden '1' appear when 展开 is pressed and go again with 收起.
 */
export function PopupQueryForm({ items, values, onChange, expanded, onToggle }: PopupQueryFormProps) {
  const shown = items.filter((item) => expanded || item.hidden !== '1')
  const hasHidden = items.some((item) => item.hidden === '1')
  return (
    <>
      {shown.map((item) =>
        item.mode === 'single' ? (
          <Field key={item.field} label={item.label}>
            <QueryControl
              item={item}
              value={values[item.field] ?? ''}
              onChange={(value) => onChange(item.field, value)}
            />
          </Field>
        ) : (
          <RangeControl key={item.field} item={item} values={values} onChange={onChange} />
        ),
      )}
      {hasHidden && (
        <Button
          appearance="transparent"
          aria-expanded={expanded}
          icon={expanded ? <ChevronUp16Regular /> : <ChevronDown16Regular />}
          iconPosition="after"
          onClick={onToggle}
        >
          {expanded ? '收起' : '展开'}
        </Button>
      )}
    </>
  )
}
