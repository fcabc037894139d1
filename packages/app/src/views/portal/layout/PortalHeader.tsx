import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components'
import { Navigation24Regular, PeopleTeam24Filled, Person24Regular } from '@fluentui/react-icons'
import { useLocation, useNavigate } from 'react-router-dom'
import { useIsPhone } from '../../../components/useIsMobile'
import { sessionStore } from '../../../session/sessionStore'
import { MailButton } from './MailButton'
import { type AccountDialog, usePortal } from './PortalContext'
import { PORTAL_NAME, PORTAL_NAV } from './portalNav'

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: '64px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767.99px)': {
      height: '56px',
      padding: `0 ${tokens.spacingHorizontalS}`,
      gap: tokens.spacingHorizontalS,
    },
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorBrandForeground1,
    cursor: 'pointer',
    background: 'none',
    border: 'none',
    padding: 0,
    whiteSpace: 'nowrap',
  },
  brandName: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  nav: { flex: 1, minWidth: 0 },
  spacer: { flex: 1 },
  account: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
})

const ACCOUNT_ITEMS: { label: string; path?: string; dialog?: AccountDialog }[] = [
  { label: '我的简历', path: '/resume' },
  { label: '个人中心', path: '/zhaopin/home/person/center' },
  { label: '修改密码', dialog: 'password' },
  { label: '更换手机号', dialog: 'phone' },
  { label: '退出登录', dialog: 'logout' },
]

/**
 * Organisation, navigation, and 登录 / 注册 or the interviewee's menu; on phones the navigation and the account
 * entries fold into a menu beside 登录 (visitors) or the mail button (interviewees).
 */
export function PortalHeader({ signedIn }: { signedIn: boolean }) {
  const styles = useStyles()
  const phone = useIsPhone()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { openDialog } = usePortal()
  const current = PORTAL_NAV.find((item) => pathname.startsWith(item.path.replace(/\/list$/, '')))?.path
  const account = sessionStore.intervieweeInfo()

  const accountItems = ACCOUNT_ITEMS.map((item) => (
    <MenuItem
      key={item.label}
      onClick={() => (item.path ? navigate(item.path) : item.dialog && openDialog(item.dialog))}
    >
      {item.label}
    </MenuItem>
  ))

  return (
    <header className={styles.root}>
      <button
        type="button"
        className={styles.brand}
        onClick={() => navigate('/zhaopin')}
        aria-label={`${PORTAL_NAME}首页`}
      >
        <PeopleTeam24Filled />
        <span className={styles.brandName}>{PORTAL_NAME}</span>
      </button>
      {phone ? (
        <span className={styles.spacer} />
      ) : (
        <nav className={styles.nav} aria-label="门户导航">
          <TabList selectedValue={current ?? null} onTabSelect={(_, data) => navigate(String(data.value))}>
            {PORTAL_NAV.map((item) => (
              <Tab key={item.path} value={item.path}>
                {item.label}
              </Tab>
            ))}
          </TabList>
        </nav>
      )}
      <div className={styles.account}>
        {signedIn ? (
          <>
            <MailButton />
            {!phone && (
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button appearance="subtle" icon={<Person24Regular />}>
                    {account?.phone ?? '我的账户'}
                  </Button>
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>{accountItems}</MenuList>
                </MenuPopover>
              </Menu>
            )}
          </>
        ) : (
          <>
            <Button
              appearance="primary"
              size={phone ? 'small' : 'medium'}
              onClick={() => openDialog('login')}
            >
              登录
            </Button>
            {!phone && <Button onClick={() => openDialog('register')}>注册</Button>}
          </>
        )}
        {phone && (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="subtle" icon={<Navigation24Regular />} aria-label="菜单" />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {PORTAL_NAV.map((item) => (
                  <MenuItem key={item.path} onClick={() => navigate(item.path)}>
                    {item.label}
                  </MenuItem>
                ))}
                <MenuDivider />
                {signedIn ? (
                  accountItems
                ) : (
                  <>
                    <MenuItem onClick={() => openDialog('login')}>登录</MenuItem>
                    <MenuItem onClick={() => openDialog('register')}>注册</MenuItem>
                  </>
                )}
              </MenuList>
            </MenuPopover>
          </Menu>
        )}
      </div>
    </header>
  )
}
