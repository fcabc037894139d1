import type { ReactNode } from 'react'

export interface PageContentProps {
  /** The page's heading (an h1 unless `headingLevel` says otherwise). */
  title?: ReactNode
  /** Default 1: the title's heading level; 2 when an app shell already gives the page its h1. */
  headingLevel?: 1 | 2 | 3
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
