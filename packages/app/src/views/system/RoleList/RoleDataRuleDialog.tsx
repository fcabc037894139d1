import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import type { SysPermissionDataRule } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useEffect, useState } from 'react'

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalXS, border: 'none', margin: 0, padding: 0 },
  note: { color: tokens.colorNeutralForeground3 },
})

export interface RoleDataRuleTarget {
  roleId: string
  menuId: string
  menuName: string
}

/** Which of a menu's 数据规则 a role applies (JeecgBoot's 角色授权 数据规则): ticked, saved through /sys/role/datarule. */
export function RoleDataRuleDialog({
  target,
  onClose,
}: {
  target: RoleDataRuleTarget | null
  onClose: () => void
}) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const [rules, setRules] = useState<SysPermissionDataRule[] | null>(null)
  const [checked, setChecked] = useState<Set<string>>(new Set())
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!target) return
    setRules(null)
    setError(null)
    let cancelled = false
    http
      .get<{ datarule: SysPermissionDataRule[]; drChecked: string }>(
        `/sys/role/datarule/${encodeURIComponent(target.menuId)}/${encodeURIComponent(target.roleId)}`,
      )
      .then((reply) => {
        if (cancelled) return
        if (!reply.success || !reply.result) return setError(reply.message)
        setRules(reply.result.datarule)
        setChecked(new Set(reply.result.drChecked.split(',').filter(Boolean)))
      })
      .catch(() => !cancelled && setError('数据规则加载失败'))
    return () => {
      cancelled = true
    }
  }, [http, target])

  const save = async () => {
    if (!target) return
    setSaving(true)
    try {
      const reply = await http.post('/sys/role/datarule', {
        permissionId: target.menuId,
        roleId: target.roleId,
        dataRuleIds: [...checked].join(','),
      })
      if (!reply.success) return setError(reply.message)
      notify.success(reply.message)
      onClose()
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={target !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 560, width: '100%' }}>
        <DialogBody>
          <DialogTitle>数据规则 - {target?.menuName}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="warning">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {!rules && !error && <Spinner size="small" label="加载中…" />}
            {rules && rules.length === 0 && <Text>该菜单没有有效的数据规则</Text>}
            {rules && rules.length > 0 && (
              <fieldset className={styles.list} aria-label="选用的数据规则">
                {rules.map((rule) => (
                  <Checkbox
                    key={rule.id}
                    checked={checked.has(rule.id)}
                    label={`${rule.ruleName}（${rule.ruleColumn} ${rule.ruleConditions} ${rule.ruleValue}）`}
                    onChange={(_, data) =>
                      setChecked((current) => {
                        const next = new Set(current)
                        if (data.checked) next.add(rule.id)
                        else next.delete(rule.id)
                        return next
                      })
                    }
                  />
                ))}
                <Text className={styles.note}>选中的规则同时生效；不选则该角色看到全部数据。</Text>
              </fieldset>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" disabled={saving || !rules} onClick={() => void save()}>
              保存
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
