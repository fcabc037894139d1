import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  OverlayDrawer,
  Spinner,
  Switch,
  Tree,
  TreeItem,
  TreeItemLayout,
  tokens,
} from '@fluentui/react-components'
import { Dismiss24Regular } from '@fluentui/react-icons'
import { useHttp, useNotify } from '@portico/ui'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLoaded } from '../../../components/form/useLoaded'
import {
  branchKeys,
  type CheckState,
  checkState,
  childrenOf,
  flatten,
  type PermissionNode,
  toggle,
} from './permissionTreeRules'
import { RoleDataRuleDialog, type RoleDataRuleTarget } from './RoleDataRuleDialog'
import type { SysRoleRow } from './role.types'

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
  },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', width: '100%' },
})

interface Loaded {
  tree: PermissionNode[]
  held: string[]
}

/**
 * Where the drawer reads and saves: 角色管理's JeecgBoot URLs (the whole tree, with 数据规则), or a customer's (the
 * customer menus only; `extra` carries the customer's tenantId).
 */
export interface RolePermissionCalls {
  tree: string
  held: string
  save: string
  extra?: Record<string, string>
  dataRules: boolean
  /** The parameter naming whose grants these are (a department's: departId). */
  idKey?: 'roleId' | 'departId'
  /** The drawer's title (default 角色权限配置). */
  title?: string
}

/** Whose grants the drawer edits: a role, or anything holding grants as one (a department). */
type Grantee = Pick<SysRoleRow, 'id' | 'roleName'>

const SYSTEM_CALLS: RolePermissionCalls = {
  tree: '/sys/role/queryTreeList',
  held: '/sys/permission/queryRolePermission',
  save: '/sys/permission/saveRolePermission',
  dataRules: true,
}

interface DrawerProps {
  role: Grantee | null
  onClose: () => void
  calls?: RolePermissionCalls
}

function PermissionTree({
  role,
  onClose,
  calls,
}: DrawerProps & { role: Grantee; calls: RolePermissionCalls }) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const load = useCallback(async (): Promise<Loaded> => {
    const [tree, held] = await Promise.all([
      http.get<{ treeList: PermissionNode[] }>(calls.tree),
      http.get<string[]>(calls.held, { ...calls.extra, [calls.idKey ?? 'roleId']: role.id }),
    ])
    if (!tree.success) throw new Error(tree.message)
    if (!held.success) throw new Error(held.message)
    return { tree: tree.result?.treeList ?? [], held: held.result ?? [] }
  }, [http, role.id, calls])
  const loaded = useLoaded(load, '权限加载失败')
  const tree = loaded.data?.tree ?? []
  const byKey = useMemo(() => new Map(flatten(tree).map((node) => [node.key, node])), [tree])
  const [held, setHeld] = useState<Set<string>>(new Set())
  const [linked, setLinked] = useState(true)
  const [open, setOpen] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const [rulesOf, setRulesOf] = useState<RoleDataRuleTarget | null>(null)
  useEffect(() => {
    if (!loaded.data) return
    setHeld(new Set(loaded.data.held))
    setOpen(loaded.data.tree.map((node) => node.key))
  }, [loaded.data])

  const save = async () => {
    setSaving(true)
    try {
      const reply = await http.post(calls.save, {
        ...calls.extra,
        [calls.idKey ?? 'roleId']: role.id,
        permissionIds: [...held].join(','),
        lastpermissionIds: (loaded.data?.held ?? []).join(','),
      })
      if (reply.success) {
        notify.success(reply.message)
        onClose()
      } else notify.warning(reply.message)
    } finally {
      setSaving(false)
    }
  }

  if (loaded.error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{loaded.error}</MessageBarBody>
      </MessageBar>
    )
  if (!loaded.data) return <Spinner size="small" label="加载中…" />

  const level = (nodes: PermissionNode[]) =>
    nodes.map((node) => {
      const children = childrenOf(node)
      return (
        <TreeItem key={node.key} value={node.key} itemType={children.length > 0 ? 'branch' : 'leaf'}>
          <TreeItemLayout
            aside={
              calls.dataRules && node.ruleFlag === 1 && node.menuType !== 2 ? (
                <Button
                  size="small"
                  appearance="transparent"
                  aria-label={`数据规则 ${node.title}`}
                  onClick={(event) => {
                    event.stopPropagation()
                    setRulesOf({ roleId: role.id, menuId: node.key, menuName: node.title })
                  }}
                >
                  数据规则
                </Button>
              ) : undefined
            }
          >
            {node.menuType === 2 ? `${node.title}（按钮）` : node.title}
          </TreeItemLayout>
          {children.length > 0 && <Tree>{level(children)}</Tree>}
        </TreeItem>
      )
    })
  const checkedItems = flatten(tree)
    .map((node): [string, CheckState] => [node.key, checkState(node, held, linked)])
    .filter((item): item is [string, true | 'mixed'] => item[1] !== false)

  return (
    <>
      <DrawerBody>
        <div className={styles.tools}>
          <Switch checked={linked} label="父子关联" onChange={(_, data) => setLinked(data.checked)} />
          <Button size="small" onClick={() => setHeld(new Set(byKey.keys()))}>
            全部勾选
          </Button>
          <Button size="small" onClick={() => setHeld(new Set())}>
            取消全选
          </Button>
          <Button size="small" onClick={() => setOpen(branchKeys(tree))}>
            展开所有
          </Button>
          <Button size="small" onClick={() => setOpen([])}>
            合并所有
          </Button>
        </div>
        <Tree
          aria-label={`${role.roleName} 的菜单和按钮权限`}
          selectionMode="multiselect"
          checkedItems={checkedItems}
          openItems={open}
          onOpenChange={(_, data) => setOpen([...data.openItems].map(String))}
          onCheckedChange={(_, data) => {
            const node = byKey.get(String(data.value))
            if (node) setHeld((current) => toggle(tree, current, node, data.checked === true, linked))
          }}
        >
          {level(tree)}
        </Tree>
        <RoleDataRuleDialog target={rulesOf} onClose={() => setRulesOf(null)} />
      </DrawerBody>
      <DrawerFooter>
        <div className={styles.footer}>
          <Button onClick={onClose}>取消</Button>
          <Button appearance="primary" disabled={saving} onClick={() => void save()}>
            保存并关闭
          </Button>
        </div>
      </DrawerFooter>
    </>
  )
}

/** 角色权限配置: the whole menu and button tree, ticked linked (父子关联) or one by one, saved by saveRolePermission. */
export function RolePermissionDrawer({ role, onClose, calls = SYSTEM_CALLS }: DrawerProps) {
  return (
    <OverlayDrawer
      position="end"
      size="medium"
      open={role !== null}
      onOpenChange={(_, data) => !data.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label="关闭" icon={<Dismiss24Regular />} onClick={onClose} />
          }
        >
          {calls.title ?? '角色权限配置'}
          {role ? ` - ${role.roleName}` : ''}
        </DrawerHeaderTitle>
      </DrawerHeader>
      {role && <PermissionTree key={role.id} role={role} onClose={onClose} calls={calls} />}
    </OverlayDrawer>
  )
}
