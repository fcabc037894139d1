import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { FormFields } from '../form/FormFields'
import type { FieldSpec } from '../form/fieldSpec'

export interface SearchFormProps {
  fields: FieldSpec[]
  values: Record<string, unknown>
  onChange: (values: Record<string, unknown>) => void
  onSearch: () => void
  onReset: () => void
}

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  fields: { flexGrow: 1 },
})

/** A list page's query form: fields declared as data, 查询 and 重置. */
export function SearchForm({ fields, values, onChange, onSearch, onReset }: SearchFormProps) {
  const styles = useStyles()
  const text = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v == null ? '' : String(v)]))
  return (
    <form
      className={styles.form}
      aria-label="查询条件"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch()
      }}
    >
      <div className={styles.fields}>
        <FormFields
          fields={fields}
          values={text}
          errors={{}}
          onChange={(name, value) => onChange({ ...values, [name]: value })}
        />
      </div>
      <Button type="submit" appearance="primary">
        查询
      </Button>
      <Button onClick={onReset}>重置</Button>
    </form>
  )
}
