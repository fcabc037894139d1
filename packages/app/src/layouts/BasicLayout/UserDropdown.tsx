import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components'
import {
  ArrowSync20Regular,
  BuildingMultiple20Regular,
  Key20Regular,
  Person20Regular,
  PersonSettings20Regular,
  Settings20Regular,
  SignOut20Regular,
} from '@fluentui/react-icons'
import { useNotify } from '@portico/ui'
import { useNavigate } from 'react-router-dom'
import { useConfirm } from '../../components/ConfirmDialog'
import type { SessionApi } from '../../session/sessionApi'

export interface UserDropdownProps {
  realname: string
  avatar?: string
  /** Shown as the button's tooltip (spec §2: greeting by hour). */
  greeting?: string
  api: Pick<SessionApi, 'logout' | 'refreshDictionaries'>
  onOpenSettings: () => void
  onChangePassword: () => void
  onSwitchDepart: () => void
}

/** The header's user menu (spec §2 User dropdown entries; §4 clear cache and logout). */
export function UserDropdown({
  realname,
  avatar,
  greeting,
  api,
  onOpenSettings,
  onChangePassword,
  onSwitchDepart,
}: UserDropdownProps) {
  const notify = useNotify()
  const navigate = useNavigate()
  const { confirm, dialog } = useConfirm()

  async function clearCache() {
    try {
      await api.refreshDictionaries()
      notify.success('刷新缓存完成！')
    } catch {
      notify.error('刷新缓存失败！')
    }
  }

  async function logout() {
    try {
      await api.logout()
    } catch (error) {
      notify.error(error instanceof Error ? error.message : '退出登录失败')
    } finally {
      navigate('/user/login', { replace: true })
    }
  }

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<Avatar name={realname} image={avatar ? { src: avatar } : undefined} size={24} />}
            aria-label={`用户菜单：${realname}`}
            title={greeting ? `${greeting}，${realname}` : undefined}
          >
            {realname}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<Person20Regular />} onClick={() => navigate('/account/center')}>
              个人中心
            </MenuItem>
            <MenuItem icon={<PersonSettings20Regular />} onClick={() => navigate('/account/settings/base')}>
              账户设置
            </MenuItem>
            <MenuItem icon={<Settings20Regular />} onClick={onOpenSettings}>
              系统设置
            </MenuItem>
            <MenuItem icon={<Key20Regular />} onClick={onChangePassword}>
              密码修改
            </MenuItem>
            <MenuItem icon={<BuildingMultiple20Regular />} onClick={onSwitchDepart}>
              切换部门
            </MenuItem>
            <MenuItem icon={<ArrowSync20Regular />} onClick={clearCache}>
              清理缓存
            </MenuItem>
            <MenuDivider />
            <MenuItem
              icon={<SignOut20Regular />}
              onClick={() => confirm({ title: '提示', content: '真的要注销登录吗 ?', onConfirm: logout })}
            >
              退出登录
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {dialog}
    </>
  )
}
