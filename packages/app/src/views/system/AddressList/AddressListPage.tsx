import { Button, Card, Input, makeStyles, Text, Title3, tokens } from '@fluentui/react-components'
import { Search20Regular } from '@fluentui/react-icons'
import type { SysDepartTreeNode } from '@portico/contract'
import { type DataTableColumn, useListPage } from '@portico/grid'
import { DepartTree, useDepartTree } from '@portico/ui'
import { useState } from 'react'
import { ListTable } from '../../../components/list/ListTable'

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) 3fr', gap: tokens.spacingHorizontalL },
  card: { padding: tokens.spacingHorizontalL, alignSelf: 'start' },
  search: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  note: { color: tokens.colorNeutralForeground3 },
})

interface AddressRow {
  id: string
  realname: string
  workNo: string | null
  post: string | null
  telephone: string | null
  phone: string | null
  email: string | null
  departName: string
}

const columns: DataTableColumn<AddressRow>[] = [
  { key: 'realname', title: '姓名', width: 90 },
  { key: 'workNo', title: '工号', kind: 'code', width: 80 },
  { key: 'departName', title: '部门', width: 140, ellipsis: true },
  { key: 'post', title: '职务', width: 110, ellipsis: true },
  { key: 'phone', title: '手机', width: 120, render: (row) => row.phone || row.telephone || '' },
  {
    key: 'email',
    title: '邮箱',
    width: 220,
    render: (row) => (row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : ''),
  },
]

/** The people of one department (and the departments under it), searched by name or work number. */
function DepartPeople({ depart }: { depart: SysDepartTreeNode | null }) {
  const styles = useStyles()
  const list = useListPage<AddressRow>({
    url: { list: '/sys/user/queryByOrgCodeForAddressList' },
    queryParam: depart ? { orgCode: depart.orgCode } : {},
    // The server orders by department, then name.
    defaultSort: { column: 'orgCode', order: 'asc' },
  })
  const field = (name: 'realname' | 'workNo') => ({
    value: String(list.queryParam[name] ?? ''),
    onChange: (_: unknown, data: { value: string }) =>
      list.setQueryParam({ ...list.queryParam, [name]: data.value }),
    onKeyDown: (event: { key: string }) => event.key === 'Enter' && list.search(),
  })
  return (
    <>
      <Title3>{depart ? depart.departName : '全部部门'}</Title3>
      <div className={styles.search}>
        <Input aria-label="姓名" placeholder="请输入姓名" {...field('realname')} />
        <Input aria-label="工号" placeholder="请输入工号" {...field('workNo')} />
        <Button appearance="primary" icon={<Search20Regular />} onClick={list.search}>
          查询
        </Button>
        <Button onClick={list.reset}>重置</Button>
      </div>
      <ListTable list={list} columns={columns} aria-label="通讯录" emptyText="该部门暂无人员" />
    </>
  )
}

/** 通讯录 (read-only): the department tree on the left, the chosen department's people on the right. */
export default function AddressListPage() {
  const styles = useStyles()
  const tree = useDepartTree(true)
  const [filter, setFilter] = useState('')
  const [chosen, setChosen] = useState<SysDepartTreeNode | null>(null)
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <Input
          aria-label="搜索部门"
          placeholder="请输入部门名称"
          contentBefore={<Search20Regular />}
          value={filter}
          onChange={(_, data) => setFilter(data.value)}
        />
        <DepartTree
          tree={tree}
          mode="single"
          checkedKeys={chosen ? [chosen.key] : []}
          onToggle={(node, checked) => setChosen(checked ? node : null)}
          filter={filter}
          aria-label="部门"
        />
        <Text className={styles.note} size={200}>
          选择部门查看其人员（含下级部门）；不选则显示全部。
        </Text>
      </Card>
      <Card className={styles.card}>
        <DepartPeople key={chosen?.id ?? 'all'} depart={chosen} />
      </Card>
    </div>
  )
}
