import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components'
import { useTexts } from '../../i18n'

const useStyles = makeStyles({
  root: {
    padding: '24px 16px',
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    display: 'grid',
    gap: '8px',
  },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, justifyContent: 'center' },
})

const links = [
  { key: 'footer.help', href: 'https://help.jeecg.com' },
  { key: 'footer.privacy', href: '/recruit-app/privacy' },
  { key: 'footer.terms', href: '/recruit-app/privacy' },
] as const

/** Footer links and the copyright line (spec §2 Layout and shell). */
export function GlobalFooter() {
  const styles = useStyles()
  const { t } = useTexts()
  return (
    <footer className={styles.root}>
      <nav className={styles.links} aria-label={t('footer.links')}>
        {links.map((link) => (
          <Link key={link.key} href={link.href}>
            {t(link.key)}
          </Link>
        ))}
      </nav>
      <Caption1>
        Copyright © {new Date().getFullYear()} {t('footer.platform')}
      </Caption1>
    </footer>
  )
}
