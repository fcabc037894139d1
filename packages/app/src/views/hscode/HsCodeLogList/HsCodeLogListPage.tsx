import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components'
import { ArrowReset20Regular, Search20Regular } from '@fluentui/react-icons'
import { type DataLogRecord, hsCodeResource } from '@portico/contract'
import { type DataTableColumn, useListPage } from '@portico/grid'
import { type FormEvent, useState } from 'react'
import { ListTable } from '../../../components/list/ListTable'
import { ACTION_TEXT, versionChanges } from '../../../components/ResourcePage/versionChanges'

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  search: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  before: { color: tokens.colorPaletteRedForeground1, textDecorationLine: 'line-through' },
  after: { color: tokens.colorPaletteGreenForeground1 },
})

const codeOf = (record: DataLogRecord) => {
  try {
    return String(JSON.parse(record.dataContent)?.code ?? '')
  } catch {
    return ''
  }
}

function Changes({ record }: { record: DataLogRecord }) {
  const styles = useStyles()
  const changes = versionChanges(hsCodeResource, record)
  if (record.action === 'delete') return <Text>删除了该编码</Text>
  if (changes.length === 0) return <Text>无字段变化</Text>
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.label}>
          {change.label}：
          {record.action !== 'add' && <span className={styles.before}>{change.before || '（空）'}</span>}
          {record.action !== 'add' && ' → '}
          <span className={styles.after}>{change.after || '（空）'}</span>
        </li>
      ))}
    </ul>
  )
}

const columns: DataTableColumn<DataLogRecord>[] = [
  { key: 'createTime', title: '时间', kind: 'datetime', width: 170, sortable: true },
  { key: 'createBy', title: '操作人', width: 100 },
  { key: 'action', title: '操作', width: 80, render: (row) => ACTION_TEXT[row.action] ?? row.action },
  { key: 'code', title: 'HS编码', kind: 'code', width: 130, render: codeOf },
  { key: 'dataVersion', title: '版本', width: 70 },
  { key: 'changes', title: '变更内容（修改前 → 修改后）', render: (row) => <Changes record={row} /> },
]

/** HS编码日志: every add, edit, delete and restore of an HS code, field by field. */
export default function HsCodeLogListPage() {
  const styles = useStyles()
  const [code, setCode] = useState('')
  const list = useListPage<DataLogRecord>({
    url: { list: '/hscode/hsCodeLog/list' },
    defaultSort: { column: 'createTime', order: 'desc' },
  })
  const search = (event: FormEvent) => {
    event.preventDefault()
    list.setQueryParam({ code: code.trim() || undefined })
    list.search()
  }
  return (
    <div className={styles.root}>
      <form className={styles.search} onSubmit={search}>
        <Field label="HS编码">
          <Input value={code} onChange={(_, data) => setCode(data.value)} placeholder="输入编码查询" />
        </Field>
        <Button appearance="primary" type="submit" icon={<Search20Regular />}>
          查询
        </Button>
        <Button
          icon={<ArrowReset20Regular />}
          onClick={() => {
            setCode('')
            list.setQueryParam({})
            list.reset()
          }}
        >
          重置
        </Button>
      </form>
      <ListTable list={list} columns={columns} aria-label="HS编码日志" emptyText="还没有HS编码的变更记录" />
    </div>
  )
}
