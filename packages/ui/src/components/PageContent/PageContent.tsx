import { mergeClasses, Text, Title3, useId } from '@fluentui/react-components'
import { usePageContentStyles } from './PageContent.styles'
import type { PageContentProps } from './PageContent.types'

/** The generic page-content layout: a header (title, description, actions, extra content) over the page's body. */
export function PageContent({
  title,
  headingLevel = 1,
  description,
  extra,
  headerContent,
  card = true,
  className,
  children,
}: PageContentProps) {
  const styles = usePageContentStyles()
  const titleId = useId('page-title')
  const hasHeader = title !== undefined || description !== undefined || extra !== undefined || headerContent
  return (
    <section className={mergeClasses(styles.root, className)} aria-labelledby={title ? titleId : undefined}>
      {hasHeader && (
        <header className={styles.header}>
          <div className={styles.heading}>
            {title !== undefined && (
              <Title3 as={`h${headingLevel}`} id={titleId} className={styles.title}>
                {title}
              </Title3>
            )}
            {extra && <div className={styles.extra}>{extra}</div>}
          </div>
          {description && <Text className={styles.description}>{description}</Text>}
          {headerContent}
        </header>
      )}
      <div className={mergeClasses(styles.body, card && styles.card)}>{children}</div>
    </section>
  )
}
