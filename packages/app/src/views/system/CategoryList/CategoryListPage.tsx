import {
  Button,
  Card,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { Add20Regular, Search20Regular } from '@fluentui/react-icons'
import type { Page, SysCategory } from '@portico/contract'
import { DataTable, type DataTableColumn, Pagination } from '@portico/grid'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { TreeToggleCell } from '../../../components/list/TreeToggleCell'
import { type TreeRow, type TreeShape, visibleTreeRows } from '../../../components/list/treeRows'
import { type CategoryDraft, CategoryFormDialog } from './CategoryFormDialog'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalM,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
})

type Row = TreeRow<SysCategory>

/** 分类字典: the category tree as a tree table, children loaded when a node opens; add root or child, edit, delete. */
export default function CategoryListPage() {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const permissions = usePermissions()
  const allows = (code: string) => permissions.allows(`system:category:${code}`)
  const { confirm, dialog } = useConfirm()
  const [keyword, setKeyword] = useState('')
  const [query, setQuery] = useState({ keyword: '', pageNo: 1, pageSize: 10 })
  const [roots, setRoots] = useState<Page<SysCategory> | null>(null)
  const [children, setChildren] = useState<Map<string, SysCategory[]>>(new Map())
  const [open, setOpen] = useState<Set<string>>(new Set())
  const [loading, setLoading] = useState<Set<string>>(new Set())
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<CategoryDraft | null>(null)

  const loadRoots = useCallback(async () => {
    // A search looks at every level (name or code contains the text), JeecgBoot's rootList.
    const text = query.keyword
    const reply = await http.get<Page<SysCategory>>('/sys/category/rootList', {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      ...(text ? (/^[A-Za-z0-9]+$/.test(text) ? { code: text } : { name: text }) : {}),
    })
    if (reply.success && reply.result) {
      setRoots(reply.result)
      setError(null)
    } else setError(reply.message)
  }, [http, query])
  useEffect(() => {
    void loadRoots()
  }, [loadRoots])

  const loadChildren = useCallback(
    async (pid: string) => {
      setLoading((current) => new Set(current).add(pid))
      const reply = await http.get<SysCategory[]>('/sys/category/childList', { pid })
      setLoading((current) => {
        const next = new Set(current)
        next.delete(pid)
        return next
      })
      if (!reply.success) return notify.warning(reply.message)
      setChildren((current) => new Map(current).set(pid, reply.result ?? []))
    },
    [http, notify],
  )

  const toggle = (key: string) => {
    if (open.has(key)) {
      setOpen((current) => {
        const next = new Set(current)
        next.delete(key)
        return next
      })
      return
    }
    setOpen((current) => new Set(current).add(key))
    if (!children.has(key)) void loadChildren(key)
  }

  /** After a write: the roots again, and the children of every open node. */
  const refresh = async (pid?: string) => {
    await loadRoots()
    const reopen = [...open, ...(pid && pid !== '0' ? [pid] : [])]
    if (pid && pid !== '0') setOpen((current) => new Set(current).add(pid))
    await Promise.all(reopen.map((key) => loadChildren(key)))
  }

  const shape = useMemo<TreeShape<SysCategory>>(
    () => ({
      keyOf: (node) => node.id,
      childrenOf: (node) => children.get(node.id),
      mayHaveChildren: (node) => node.hasChild === '1',
    }),
    [children],
  )
  const rows = useMemo(() => visibleTreeRows(roots?.records ?? [], open, shape), [roots, open, shape])

  const remove = (node: SysCategory) =>
    confirm({
      content:
        node.hasChild === '1'
          ? `确定删除分类「${node.name}」吗？它的所有下级分类会一并删除。`
          : `确定删除分类「${node.name}」吗？`,
      onConfirm: async () => {
        const reply = await http.delete('/sys/category/delete', { id: node.id })
        if (!reply.success) return notify.warning(reply.message)
        notify.success(reply.message)
        await refresh(node.pid)
      },
    })

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      title: '类型名称',
      width: 300,
      render: (row) => (
        <TreeToggleCell row={row} name={row.node.name} onToggle={toggle} loading={loading.has(row.key)} />
      ),
    },
    { key: 'code', title: '类型编码', kind: 'code', width: 200, render: ({ node }) => node.code },
    { key: 'createBy', title: '创建人', width: 100, render: ({ node }) => node.createBy ?? '' },
    {
      key: 'createTime',
      title: '创建时间',
      kind: 'datetime',
      width: 170,
      render: ({ node }) => node.createTime ?? '',
    },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      width: 200,
      render: ({ node }) => (
        <span className={styles.actions}>
          {allows('edit') && (
            <Button
              size="small"
              appearance="subtle"
              aria-label={`编辑 ${node.name}`}
              onClick={() => setEditing(node)}
            >
              编辑
            </Button>
          )}
          {allows('edit') && (
            <Button
              size="small"
              appearance="subtle"
              aria-label={`添加下级 ${node.name}`}
              onClick={() => setEditing({ pid: node.id, parentName: node.name, parentCode: node.code })}
            >
              添加下级
            </Button>
          )}
          {allows('delete') && (
            <Button
              size="small"
              appearance="subtle"
              aria-label={`删除 ${node.name}`}
              onClick={() => remove(node)}
            >
              删除
            </Button>
          )}
        </span>
      ),
    },
  ]

  return (
    <Card className={styles.card}>
      <form
        className={styles.tools}
        onSubmit={(event) => {
          event.preventDefault()
          setOpen(new Set())
          setQuery((q) => ({ ...q, keyword: keyword.trim(), pageNo: 1 }))
        }}
      >
        <Input
          aria-label="名称或编码"
          placeholder="名称或编码"
          contentBefore={<Search20Regular />}
          value={keyword}
          onChange={(_, data) => setKeyword(data.value)}
        />
        <Button type="submit" appearance="primary">
          查询
        </Button>
        {allows('edit') && (
          <Button icon={<Add20Regular />} onClick={() => setEditing({ pid: '0' })}>
            添加分类
          </Button>
        )}
      </form>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        aria-label="分类字典"
        columns={columns}
        data={rows}
        rowKey={(row) => row.key}
        loading={roots === null && !error}
        emptyText={query.keyword ? '没有匹配的分类' : '暂无分类'}
      />
      <Pagination
        current={query.pageNo}
        pageSize={query.pageSize}
        total={roots?.total ?? 0}
        onChange={(pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo, pageSize }))}
      />
      <CategoryFormDialog
        row={editing as (CategoryDraft & { id: string }) | null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          const pid = editing?.pid
          setEditing(null)
          void refresh(pid)
        }}
      />
      {dialog}
    </Card>
  )
}
