import { makeStyles, mergeClasses, Subtitle1, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    '@media (max-width: 767.99px)': { padding: tokens.spacingHorizontalM },
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  // One spacing at either heading level (an h2 panel, or the page's h1).
  title: { marginBlock: '0.83em' },
})

/**
 * A white panel of a portal page, with an optional heading and actions beside it. The heading is a level-two one
 * unless the panel is the page itself (`headingLevel` 1: its title is the page's title).
 */
export function PortalCard({
  title,
  headingLevel = 2,
  actions,
  children,
  className,
}: {
  title?: string
  headingLevel?: 1 | 2
  actions?: ReactNode
  children: ReactNode
  className?: string
}) {
  const styles = useStyles()
  return (
    <section className={mergeClasses(styles.card, className)} aria-label={title}>
      {(title || actions) && (
        <div className={styles.head}>
          {title && (
            <Subtitle1 as={`h${headingLevel}`} className={styles.title}>
              {title}
            </Subtitle1>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  )
}
