import { Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components'
import type { SysTenant } from '@portico/contract'
import { useState } from 'react'

export interface TenantPickerProps {
  tenants: SysTenant[]
  /** The tenant chosen last time (TENANT_ID), chosen again by default. */
  preferred?: string | null
  onPick: (tenant: SysTenant) => void
}

const useStyles = makeStyles({ root: { display: 'grid', gap: tokens.spacingVerticalL } })

/** After login, a user of several tenants picks the one to work in (spec §2 Login views: tenant selection). */
export function TenantPicker({ tenants, preferred, onPick }: TenantPickerProps) {
  const styles = useStyles()
  const [chosen, setChosen] = useState(() => tenants.find((t) => String(t.id) === preferred))
  const [touched, setTouched] = useState(false)
  return (
    <form
      className={styles.root}
      aria-label="选择租户"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTouched(true)
        if (chosen) onPick(chosen)
      }}
    >
      <Field
        label="请选择登录租户"
        required
        validationMessage={touched && !chosen ? '请选择租户' : undefined}
      >
        <Dropdown
          size="large"
          placeholder="请选择租户"
          value={chosen?.name ?? ''}
          selectedOptions={chosen ? [String(chosen.id)] : []}
          onOptionSelect={(_, data) => setChosen(tenants.find((t) => String(t.id) === data.optionValue))}
        >
          {tenants.map((tenant) => (
            <Option key={tenant.id} value={String(tenant.id)}>
              {tenant.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Button type="submit" appearance="primary" size="large">
        确定
      </Button>
    </form>
  )
}
