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
import { useTexts } from '../../i18n'
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
  const { t } = useTexts()

  async function clearCache() {
    try {
      await api.refreshDictionaries()
      notify.success(t('user.cacheCleared'))
    } catch {
      notify.error(t('user.cacheFailed'))
    }
  }

  async function logout() {
    try {
      await api.logout()
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('user.logoutFailed'))
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
            aria-label={t('user.menu', { name: realname })}
            title={greeting ? `${greeting}，${realname}` : undefined}
          >
            {realname}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<Person20Regular />} onClick={() => navigate('/account/center')}>
              {t('user.center')}
            </MenuItem>
            <MenuItem icon={<PersonSettings20Regular />} onClick={() => navigate('/account/settings/base')}>
              {t('user.account')}
            </MenuItem>
            <MenuItem icon={<Settings20Regular />} onClick={onOpenSettings}>
              {t('user.settings')}
            </MenuItem>
            <MenuItem icon={<Key20Regular />} onClick={onChangePassword}>
              {t('user.password')}
            </MenuItem>
            <MenuItem icon={<BuildingMultiple20Regular />} onClick={onSwitchDepart}>
              {t('user.depart')}
            </MenuItem>
            <MenuItem icon={<ArrowSync20Regular />} onClick={clearCache}>
              {t('user.clearCache')}
            </MenuItem>
            <MenuDivider />
            <MenuItem
              icon={<SignOut20Regular />}
              onClick={() =>
                confirm({
                  title: t('user.logoutTitle'),
                  content: t('user.logoutQuestion'),
                  onConfirm: logout,
                })
              }
            >
              {t('user.logout')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {dialog}
    </>
  )
}
