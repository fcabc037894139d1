import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Option,
} from '@fluentui/react-components'
import type { SysDepart, SysUser } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useState } from 'react'

interface CurrentDeparts {
  list: SysDepart[]
  orgCode: string
}

export interface DepartSwitchProps {
  username: string
  /** Stores the returned user info and reloads what depends on the department (the menu). */
  onSwitched: (userInfo: SysUser) => Promise<void> | void
}

/** Spec §2 Dialogs, §4 Department dialog: 450 wide, opens only once the list has loaded. */
export function useDepartSwitch({ username, onSwitched }: DepartSwitchProps) {
  const http = useHttp()
  const notify = useNotify()
  const [departs, setDeparts] = useState<CurrentDeparts | null>(null)
  const [closable, setClosable] = useState(true)
  const [choice, setChoice] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  async function open(options: { closable?: boolean } = {}) {
    try {
      const reply = await http.get<CurrentDeparts>('/sys/user/getCurrentUserDeparts')
      if (!reply.success || !reply.result) return notify.warning(reply.message || '加载部门失败')
      if (reply.result.list.length === 0) return notify.warning('您尚未设置部门信息!')
      setDeparts(reply.result)
      setChoice(reply.result.orgCode)
      setError(undefined)
      setClosable(options.closable ?? true)
    } catch (failure) {
      notify.warning(failure instanceof Error ? failure.message : '加载部门失败')
    }
  }

  async function confirm() {
    if (!choice) return setError('请选择部门')
    setSaving(true)
    try {
      const reply = await http.put<{ userInfo: SysUser }>('/sys/selectDepart', { orgCode: choice, username })
      if (!reply.success || !reply.result) {
        setError(reply.message || '切换部门失败')
        return
      }
      await onSwitched(reply.result.userInfo)
      notify.success(reply.message || '部门切换成功')
      setDeparts(null)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '切换部门失败')
    } finally {
      setSaving(false)
    }
  }

  const current = departs?.list.find((depart) => depart.orgCode === departs.orgCode)
  const title = current ? `部门切换（当前部门 : ${current.departName}）` : '部门选择'

  const dialog = (
    <Dialog
      open={departs !== null}
      modalType={closable ? 'modal' : 'alert'}
      onOpenChange={(_, data) => !data.open && closable && setDeparts(null)}
    >
      <DialogSurface style={{ maxWidth: 450, width: 'calc(100vw - 32px)' }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Field label="部门" required validationMessage={error}>
              <Dropdown
                placeholder="请选择登录部门"
                value={departs?.list.find((depart) => depart.orgCode === choice)?.departName ?? ''}
                selectedOptions={choice ? [choice] : []}
                onOptionSelect={(_, data) => {
                  setChoice(data.optionValue ?? '')
                  setError(undefined)
                }}
              >
                {departs?.list.map((depart) => (
                  <Option key={depart.orgCode} value={depart.orgCode}>
                    {depart.departName}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </DialogContent>
          <DialogActions>
            {closable && <Button onClick={() => setDeparts(null)}>关闭</Button>}
            <Button appearance="primary" onClick={confirm} disabled={saving}>
              确认
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )

  return { open, dialog }
}
