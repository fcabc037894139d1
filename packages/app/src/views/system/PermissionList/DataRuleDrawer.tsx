import {
  Badge,
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  OverlayDrawer,
  Text,
  tokens,
} from '@fluentui/react-components'
import { Add20Regular, Dismiss24Regular } from '@fluentui/react-icons'
import { DATA_RULE_CONDITIONS, type SysPermissionDataRule, type SysPermissionTree } from '@portico/contract'
import { DataTable, type DataTableColumn } from '@portico/grid'
import { useHttp, useNotify } from '@portico/ui'
import { useCallback, useEffect, useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { DataRuleFormDialog } from './DataRuleFormDialog'

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  note: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
})

const conditionText = new Map<string, string>(DATA_RULE_CONDITIONS.map((c) => [c.value, c.text]))

function RuleList({ menu }: { menu: SysPermissionTree }) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const { confirm, dialog } = useConfirm()
  const [rules, setRules] = useState<SysPermissionDataRule[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<Partial<SysPermissionDataRule> | null>(null)

  const load = useCallback(async () => {
    const reply = await http.get<SysPermissionDataRule[]>('/sys/permission/getPermRuleListByPermId', {
      permissionId: menu.id,
    })
    if (reply.success) {
      setRules(reply.result ?? [])
      setError(null)
    } else setError(reply.message)
  }, [http, menu.id])
  useEffect(() => {
    void load()
  }, [load])

  const remove = (rule: SysPermissionDataRule) =>
    confirm({
      content: `确定删除数据规则「${rule.ruleName}」吗？已选用它的角色将不再受它限制。`,
      onConfirm: async () => {
        const reply = await http.delete('/sys/permission/deletePermissionRule', { id: rule.id })
        if (!reply.success) return notify.warning(reply.message)
        notify.success(reply.message)
        await load()
      },
    })

  const columns: DataTableColumn<SysPermissionDataRule>[] = [
    { key: 'ruleName', title: '规则名称', width: 150 },
    { key: 'ruleColumn', title: '规则字段', width: 120 },
    {
      key: 'ruleConditions',
      title: '条件规则',
      width: 110,
      render: (rule) => `${rule.ruleConditions} ${conditionText.get(rule.ruleConditions) ?? ''}`,
    },
    { key: 'ruleValue', title: '规则值', width: 160, ellipsis: true },
    {
      key: 'status',
      title: '状态',
      width: 70,
      render: (rule) => (
        <Badge appearance="tint" color={rule.status === '1' ? 'success' : 'subtle'}>
          {rule.status === '1' ? '有效' : '无效'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      width: 120,
      render: (rule) => (
        <span className={styles.actions}>
          <Button
            size="small"
            appearance="subtle"
            aria-label={`编辑 ${rule.ruleName}`}
            onClick={() => setEditing(rule)}
          >
            编辑
          </Button>
          <Button
            size="small"
            appearance="subtle"
            aria-label={`删除 ${rule.ruleName}`}
            onClick={() => remove(rule)}
          >
            删除
          </Button>
        </span>
      ),
    },
  ]

  return (
    <>
      <div className={styles.tools}>
        <Button
          appearance="primary"
          icon={<Add20Regular />}
          onClick={() => setEditing({ permissionId: menu.id })}
        >
          新增规则
        </Button>
        <Text className={styles.note}>规则在角色管理的「授权」中按角色选用后生效，多条规则同时满足。</Text>
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable
        aria-label={`${menu.name} 的数据规则`}
        columns={columns}
        data={rules ?? []}
        rowKey="id"
        loading={rules === null && !error}
        emptyText="该菜单还没有数据规则"
      />
      <DataRuleFormDialog
        row={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          void load()
        }}
      />
      {dialog}
    </>
  )
}

/** 数据权限: a menu's data rules (which rows of its list a role sees), added, edited and deleted here. */
export function DataRuleDrawer({ menu, onClose }: { menu: SysPermissionTree | null; onClose: () => void }) {
  return (
    <OverlayDrawer
      position="end"
      size="large"
      open={menu !== null}
      onOpenChange={(_, data) => !data.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label="关闭" icon={<Dismiss24Regular />} onClick={onClose} />
          }
        >
          数据权限规则{menu ? ` - ${menu.name}` : ''}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{menu && <RuleList key={menu.id} menu={menu} />}</DrawerBody>
    </OverlayDrawer>
  )
}
