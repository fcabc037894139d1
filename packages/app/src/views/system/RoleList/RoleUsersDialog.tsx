import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'
import { MemberUsers } from '../shared/MemberUsers'
import type { SysRoleRow } from './role.types'

/** The users holding a role: add existing users with the user picker, take the role from one. */
export function RoleUsersDialog({ role, onClose }: { role: SysRoleRow | null; onClose: () => void }) {
  return (
    <Dialog open={role !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 900, width: '100%' }}>
        <DialogBody>
          <DialogTitle>角色用户{role ? ` - ${role.roleName}` : ''}</DialogTitle>
          <DialogContent>
            {role && (
              <MemberUsers
                groupLabel={`角色 ${role.roleName}`}
                listUrl="/sys/user/userRoleList"
                params={{ roleId: role.id }}
                add={(userIdList) => ({
                  url: '/sys/user/addSysUserRole',
                  body: { roleId: role.id, userIdList },
                })}
                remove={(userId) => ({
                  url: '/sys/user/deleteUserRole',
                  params: { roleId: role.id, userId },
                })}
              />
            )}
          </DialogContent>
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
