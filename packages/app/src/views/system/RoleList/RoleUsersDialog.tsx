import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { PersonAdd20Regular } from '@fluentui/react-icons'
import type { SysUser } from '@portico/contract'
import { type DataTableColumn, useListPage } from '@portico/grid'
import { BusinessModal, USER_PICKER_COLUMNS, useEndpoints, useHttp, useNotify } from '@portico/ui'
import { useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { ListTable } from '../../../components/list/ListTable'
import type { SysRoleRow } from './role.types'

const useStyles = makeStyles({ toolbar: { marginBottom: tokens.spacingVerticalS } })

function RoleUsers({ role }: { role: SysRoleRow }) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const { userList } = useEndpoints()
  const { confirm, dialog } = useConfirm()
  const [picking, setPicking] = useState(false)
  const list = useListPage<SysUser>({
    url: { list: '/sys/user/userRoleList' },
    queryParam: { roleId: role.id },
  })

  const answer = async (reply: Promise<{ success: boolean; message: string }>) => {
    const { success, message } = await reply
    if (success) notify.success(message)
    else notify.warning(message)
    await list.reload()
  }
  const columns: DataTableColumn<SysUser>[] = [
    { key: 'username', title: '用户账号', width: 150 },
    { key: 'realname', title: '用户名称', width: 150 },
    { key: 'phone', title: '手机号码', width: 150 },
    {
      key: 'action',
      title: '操作',
      width: 100,
      render: (user) => (
        <Button
          size="small"
          appearance="transparent"
          aria-label={`移除 ${user.username}`}
          onClick={() =>
            confirm({
              content: `确定把用户 ${user.username} 移出角色 ${role.roleName} 吗?`,
              onConfirm: () =>
                answer(http.delete('/sys/user/deleteUserRole', { roleId: role.id, userId: user.id })),
            })
          }
        >
          移除
        </Button>
      ),
    },
  ]
  return (
    <>
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<PersonAdd20Regular />} onClick={() => setPicking(true)}>
          已有用户
        </Button>
      </div>
      <ListTable list={list} columns={columns} aria-label={`${role.roleName} 的用户`} />
      <BusinessModal<SysUser>
        open={picking}
        name="用户"
        listUrl={userList}
        columns={USER_PICKER_COLUMNS}
        queryParamCode="username"
        queryParamText="账号"
        width={1200}
        onCancel={() => setPicking(false)}
        onConfirm={(_, keys) => {
          setPicking(false)
          if (keys.length > 0)
            void answer(http.post('/sys/user/addSysUserRole', { roleId: role.id, userIdList: keys }))
        }}
      />
      {dialog}
    </>
  )
}

/** The users holding a role: add existing users with the user picker, take the role from one. */
export function RoleUsersDialog({ role, onClose }: { role: SysRoleRow | null; onClose: () => void }) {
  return (
    <Dialog open={role !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 900, width: '100%' }}>
        <DialogBody>
          <DialogTitle>角色用户{role ? ` - ${role.roleName}` : ''}</DialogTitle>
          <DialogContent>{role && <RoleUsers role={role} />}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
