import {
  Badge,
  Button,
  Card,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { Add20Regular, ArrowSync20Regular, Search20Regular } from '@fluentui/react-icons'
import type { SysPermissionTree } from '@portico/contract'
import { DataTable, type DataTableColumn } from '@portico/grid'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { TreeToggleCell } from '../../../components/list/TreeToggleCell'
import { branchKeysOf, filterTree, type TreeRow, visibleTreeRows } from '../../../components/list/treeRows'
import { menuIcon } from '../../../navigation/menuIcons'
import { DataRuleDrawer } from './DataRuleDrawer'
import { PermissionFormDialog } from './PermissionFormDialog'
import { MENU_TYPE_TEXT, type PermissionDraft, permissionShape } from './permission.types'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalM,
  },
  search: { width: '240px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
})

const TYPE_COLOR = ['brand', 'informative', 'subtle'] as const
type Row = TreeRow<SysPermissionTree>

/** 菜单管理: the menu and button tree as a tree table; add 一级菜单 / 下级, edit, delete, and each menu's 数据规则. */
export default function PermissionListPage() {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const permissions = usePermissions()
  const allows = (code: string) => permissions.allows(`system:permission:${code}`)
  const { confirm, dialog } = useConfirm()
  const [tree, setTree] = useState<SysPermissionTree[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [open, setOpen] = useState<Set<string>>(new Set())
  const [keyword, setKeyword] = useState('')
  const [editing, setEditing] = useState<PermissionDraft | null>(null)
  const [rulesOf, setRulesOf] = useState<SysPermissionTree | null>(null)

  const load = useCallback(async () => {
    const reply = await http.get<SysPermissionTree[]>('/sys/permission/list')
    if (reply.success) {
      setTree(reply.result ?? [])
      setError(null)
    } else setError(reply.message)
  }, [http])
  useEffect(() => {
    void load()
  }, [load])

  const shown = useMemo(() => {
    const text = keyword.trim().toLowerCase()
    if (!tree || !text) return tree ?? []
    const matches = (node: SysPermissionTree) =>
      [node.name, node.url, node.perms, node.component].some((v) => v?.toLowerCase().includes(text))
    return filterTree(tree, matches, permissionShape, (node, children) => ({ ...node, children }))
  }, [tree, keyword])
  // While searching every match shows opened up to it.
  const openKeys = useMemo(
    () => (keyword.trim() ? new Set(branchKeysOf(shown, permissionShape)) : open),
    [keyword, shown, open],
  )
  const rows = useMemo(() => visibleTreeRows(shown, openKeys, permissionShape), [shown, openKeys])
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })

  const remove = (node: SysPermissionTree) =>
    confirm({
      content: `确定删除${MENU_TYPE_TEXT[node.menuType]}「${node.name}」吗？角色对它的授权和它的数据规则会一并删除。`,
      onConfirm: async () => {
        const reply = await http.delete('/sys/permission/delete', { id: node.id })
        if (!reply.success) return notify.warning(reply.message)
        notify.success(reply.message)
        await load()
      },
    })

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      title: '菜单名称',
      width: 240,
      render: (row) => (
        <TreeToggleCell
          row={row}
          name={row.node.name}
          onToggle={toggle}
          before={row.node.menuType === 2 ? undefined : menuIcon(row.node.icon ?? undefined)}
        />
      ),
    },
    {
      key: 'menuType',
      title: '菜单类型',
      width: 96,
      render: ({ node }) => (
        <Badge appearance="tint" color={TYPE_COLOR[node.menuType] ?? 'subtle'}>
          {MENU_TYPE_TEXT[node.menuType]}
        </Badge>
      ),
    },
    {
      key: 'component',
      title: '组件',
      width: 190,
      ellipsis: true,
      render: ({ node }) => node.component ?? '',
    },
    { key: 'url', title: '路径', width: 150, ellipsis: true, render: ({ node }) => node.url ?? '' },
    { key: 'perms', title: '授权标识', width: 160, ellipsis: true, render: ({ node }) => node.perms ?? '' },
    {
      key: 'sortNo',
      title: '排序',
      kind: 'integer',
      width: 60,
      align: 'right',
      render: ({ node }) => node.sortNo,
    },
    {
      key: 'hidden',
      title: '隐藏',
      width: 60,
      render: ({ node }) => (node.menuType === 2 ? '' : node.hidden ? '是' : '否'),
    },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      width: 300,
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
          {allows('add') && node.menuType !== 2 && (
            <Button
              size="small"
              appearance="subtle"
              aria-label={`添加下级 ${node.name}`}
              onClick={() =>
                setEditing({
                  menuType: 1,
                  parentId: node.id,
                  parentName: node.name,
                  sortNo: (node.children?.length ?? 0) + 1,
                })
              }
            >
              添加下级
            </Button>
          )}
          {allows('rule') && node.menuType !== 2 && (
            <Button
              size="small"
              appearance="subtle"
              aria-label={`数据规则 ${node.name}`}
              onClick={() => setRulesOf(node)}
            >
              数据规则{node.ruleFlag ? ' ●' : ''}
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
      <div className={styles.tools}>
        {allows('add') && (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => setEditing({ menuType: 0, sortNo: (tree?.length ?? 0) + 1 })}
          >
            新增一级菜单
          </Button>
        )}
        <Button onClick={() => setOpen(new Set(branchKeysOf(tree ?? [], permissionShape)))}>展开全部</Button>
        <Button onClick={() => setOpen(new Set())}>收起全部</Button>
        <Button icon={<ArrowSync20Regular />} onClick={() => void load()}>
          刷新
        </Button>
        <Input
          className={styles.search}
          aria-label="搜索菜单"
          placeholder="名称、路径、组件或授权标识"
          contentBefore={<Search20Regular />}
          value={keyword}
          onChange={(_, data) => setKeyword(data.value)}
        />
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        aria-label="菜单"
        columns={columns}
        data={rows}
        rowKey={(row) => row.key}
        loading={tree === null && !error}
        emptyText={keyword ? '没有匹配的菜单' : '暂无菜单'}
      />
      <PermissionFormDialog
        row={editing}
        tree={tree ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          void load()
        }}
      />
      <DataRuleDrawer menu={rulesOf} onClose={() => setRulesOf(null)} />
      {dialog}
    </Card>
  )
}
