import type { ReactNode } from 'react'

export interface PageContentProps {
  /** The page's heading (an h1). */
  title?: ReactNode
  description?: ReactNode
  /** Actions on the right of the heading. */
  extra?: ReactNode
  /** More header content under the description (statistics, a detail list …). */
  headerContent?: ReactNode
  /** Default true: the body sits on a white card. */
  card?: boolean
  className?: string
  children?: ReactNode
}
