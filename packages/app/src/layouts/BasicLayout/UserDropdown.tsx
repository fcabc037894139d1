import {
  Avatar,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components'
import { ArrowSync20Regular, SignOut20Regular } from '@fluentui/react-icons'
import { useNotify } from '@portico/ui'
import { useNavigate } from 'react-router-dom'
import { useConfirm } from '../../components/ConfirmDialog'
import type { SessionApi } from '../../session/sessionApi'

export interface UserDropdownProps {
  realname: string
  api: Pick<SessionApi, 'logout' | 'refreshDictionaries'>
}

/** The header's user menu: clear cache and logout with its confirmation (spec §2, §4). */
export function UserDropdown({ realname, api }: UserDropdownProps) {
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
            icon={<Avatar name={realname} size={24} />}
            aria-label={`用户菜单：${realname}`}
          >
            {realname}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<ArrowSync20Regular />} onClick={clearCache}>
              清理缓存
            </MenuItem>
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
