import { Button, Hamburger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { QuestionCircle20Regular } from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import { appConfig } from '../../config'

export interface GlobalHeaderProps {
  /** Shows the hamburger that opens or hides the side menu. */
  menuToggle?: { open: boolean; onToggle: () => void }
  /** Left part: the logo and top menu in the top-menu layout. */
  start?: ReactNode
  /** Right part: menu search, notice bell, user dropdown. */
  end: ReactNode
  fixed: boolean
  hidden: boolean
  showHelp: boolean
}

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '56px',
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    transitionProperty: 'transform',
    transitionDuration: tokens.durationNormal,
  },
  fixed: { position: 'sticky', top: 0, zIndex: 10 },
  hidden: { transform: 'translateY(-100%)' },
  start: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexGrow: 1, minWidth: 0 },
})

/** The global header (spec §2 Header): menu toggle, help link and the caller's right-hand tools. */
export function GlobalHeader({ menuToggle, start, end, fixed, hidden, showHelp }: GlobalHeaderProps) {
  const styles = useStyles()
  return (
    <header className={mergeClasses(styles.header, fixed && styles.fixed, hidden && styles.hidden)}>
      <div className={styles.start}>
        {menuToggle && (
          <Hamburger onClick={menuToggle.onToggle} aria-expanded={menuToggle.open} aria-label="切换菜单" />
        )}
        {start}
      </div>
      {showHelp && (
        <Button
          as="a"
          href={appConfig.helpUrl}
          target="_blank"
          rel="noopener noreferrer"
          appearance="subtle"
          icon={<QuestionCircle20Regular />}
          aria-label="帮助文档"
          title="帮助文档"
        />
      )}
      {end}
    </header>
  )
}
