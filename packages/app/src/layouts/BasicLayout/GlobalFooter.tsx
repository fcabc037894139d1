import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components'

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
  { title: '帮助', href: 'https://help.jeecg.com' },
  { title: '隐私', href: '/recruit-app/privacy' },
  { title: '条款', href: '/recruit-app/privacy' },
]

/** Footer links and the copyright line (spec §2 Layout and shell). */
export function GlobalFooter() {
  const styles = useStyles()
  return (
    <footer className={styles.root}>
      <nav className={styles.links} aria-label="页脚链接">
        {links.map((link) => (
          <Link key={link.title} href={link.href}>
            {link.title}
          </Link>
        ))}
      </nav>
      <Caption1>Copyright © {new Date().getFullYear()} 跨境电商供应链物流平台</Caption1>
    </footer>
  )
}
