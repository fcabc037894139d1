import { mergeClasses, Subtitle2 } from '@fluentui/react-components'
import { type CSSProperties, createContext, useContext } from 'react'
import { useDetailListStyles } from './DetailList.styles'
import type { DetailListItemProps, DetailListProps } from './DetailList.types'
import { detailColumns } from './detailColumns'

const LayoutContext = createContext<'horizontal' | 'vertical'>('horizontal')

/** Terms and descriptions in 1 to 4 columns (a `dl`); wider values are capped at 4. */
export function DetailList({ title, col = 3, layout = 'horizontal', className, children }: DetailListProps) {
  const styles = useDetailListStyles()
  const columns = detailColumns(col)
  return (
    <div className={mergeClasses(styles.root, className)}>
      {title && (
        <Subtitle2 as="h3" className={styles.title}>
          {title}
        </Subtitle2>
      )}
      <LayoutContext.Provider value={layout}>
        <dl
          className={styles.list}
          data-columns={columns}
          style={{ '--detail-list-columns': columns } as CSSProperties}
        >
          {children}
        </dl>
      </LayoutContext.Provider>
    </div>
  )
}

/** One term and its description. */
export function DetailListItem({ term, children }: DetailListItemProps) {
  const styles = useDetailListStyles()
  const layout = useContext(LayoutContext)
  return (
    <div className={mergeClasses(styles.item, layout === 'vertical' && styles.vertical)}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.description}>{children}</dd>
    </div>
  )
}
