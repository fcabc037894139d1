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
})

/** A white panel of a portal page, with an optional heading and actions beside it. */
export function PortalCard({
  title,
  actions,
  children,
  className,
}: {
  title?: string
  actions?: ReactNode
  children: ReactNode
  className?: string
}) {
  const styles = useStyles()
  return (
    <section className={mergeClasses(styles.card, className)} aria-label={title}>
      {(title || actions) && (
        <div className={styles.head}>
          {title && <Subtitle1 as="h2">{title}</Subtitle1>}
          {actions}
        </div>
      )}
      {children}
    </section>
  )
}
