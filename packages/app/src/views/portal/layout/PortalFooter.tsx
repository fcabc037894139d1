import { Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { AppLink } from '../../../components/AppLink'
import { useSession } from '../../../session/useSession'
import { PORTAL_NAV } from './portalNav'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
  },
})

/** Links and the copyright line (spec §2 Layout: the footer shows links and a copyright line). */
export function PortalFooter() {
  const styles = useStyles()
  // Spec §2 guards: a signed-in interviewee may open neither page, so neither is offered.
  const visitor = useSession().kind !== 'interviewee'
  return (
    <footer className={styles.root}>
      <nav className={styles.links} aria-label="页脚导航">
        {PORTAL_NAV.map((item) => (
          <AppLink key={item.path} to={item.path}>
            {item.label}
          </AppLink>
        ))}
        {visitor && <AppLink to="/privacy">隐私政策</AppLink>}
        {visitor && <AppLink to="/user/login">员工登录</AppLink>}
      </nav>
      <Caption1>Copyright © {new Date().getFullYear()} 邮政跨境物流有限公司 版权所有</Caption1>
    </footer>
  )
}
