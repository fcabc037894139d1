import { Field, makeStyles, tokens } from '@fluentui/react-components'
import { CUSTOMER_DICT } from '@portico/contract'
import { DictSelect, useDictItems } from '@portico/ui'
import { useEffect } from 'react'

const useStyles = makeStyles({
  field: { maxWidth: '420px', marginBottom: tokens.spacingVerticalM },
})

export interface CustomerChooserProps {
  /** The chosen customer's tenant id, '' for none. */
  value: string
  onChange: (tenantId: string) => void
  /** Choose the first customer while none is chosen (a page that shows one customer at a time). */
  required?: boolean
}

/** Which customer company (tenant) a 客户管理 page works on. */
export function CustomerChooser({ value, onChange, required = false }: CustomerChooserProps) {
  const styles = useStyles()
  const { options } = useDictItems(CUSTOMER_DICT)
  const first = options[0]?.value
  useEffect(() => {
    if (required && !value && first !== undefined) onChange(String(first))
  }, [required, value, first, onChange])
  return (
    <Field label="客户" className={styles.field}>
      <DictSelect
        dictCode={CUSTOMER_DICT}
        value={value}
        onChange={onChange}
        clearable={!required}
        placeholder={required ? '请选择客户' : '全部客户'}
      />
    </Field>
  )
}
