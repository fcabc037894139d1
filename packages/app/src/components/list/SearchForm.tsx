import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useTexts } from '../../i18n'
import { FormFields } from '../form/FormFields'
import type { FieldSpec } from '../form/fieldSpec'
import { localiseFields } from './localiseFields'

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
  const texts = useTexts()
  const { t } = texts
  const shown = localiseFields(fields, texts)
  const text = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v == null ? '' : String(v)]))
  return (
    <form
      className={styles.form}
      aria-label={t('list.searchForm')}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch()
      }}
    >
      <div className={styles.fields}>
        <FormFields
          fields={shown}
          values={text}
          errors={{}}
          onChange={(name, value) => onChange({ ...values, [name]: value })}
        />
      </div>
      <Button type="submit" appearance="primary">
        {t('list.search')}
      </Button>
      <Button onClick={onReset}>{t('list.reset')}</Button>
    </form>
  )
}
