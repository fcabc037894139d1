import { Input, makeStyles, tokens } from '@fluentui/react-components'
import { dataSourceResource, type ResourceRecordOf } from '@portico/contract'
import { useMemo } from 'react'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import type { RowAction } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import { ConnectionTestButton, useConnectionTest } from './ConnectionTest'

type DataSource = ResourceRecordOf<typeof dataSourceResource>

const useStyles = makeStyles({
  password: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  input: { flexGrow: 1 },
})

function PasswordWithTest({
  value,
  values,
  onChange,
  onBlur,
}: Parameters<NonNullable<FieldSpec['render']>>[0]) {
  const styles = useStyles()
  return (
    <div className={styles.password}>
      <Input
        className={styles.input}
        aria-label="密码"
        type="password"
        autoComplete="new-password"
        placeholder={values.version ? '不修改请保持原样' : '请输入密码'}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
      />
      <ConnectionTestButton values={values} />
    </div>
  )
}

const fieldOverrides: Record<string, Partial<FieldSpec>> = {
  dbDriver: { placeholder: '如 org.postgresql.Driver' },
  dbUrl: { placeholder: '如 jdbc:postgresql://127.0.0.1:5432/数据库名' },
  dbPassword: { kind: 'custom', render: (control) => <PasswordWithTest {...control} /> },
}

/** 多数据源: database connections; passwords are stored encrypted and never shown, 测试连接 really connects. */
export default function DataSourceListPage() {
  const { test } = useConnectionTest()
  const rowActions = useMemo<RowAction<DataSource>[]>(
    () => [{ key: 'test', permission: 'edit', label: '测试连接', run: (row) => void test(row) }],
    [test],
  )
  return (
    <ResourcePage<DataSource>
      resource={dataSourceResource}
      fieldOverrides={fieldOverrides}
      rowActions={rowActions}
      actionsWidth={220}
    />
  )
}
