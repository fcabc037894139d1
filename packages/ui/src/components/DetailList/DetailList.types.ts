import type { ReactNode } from 'react'

export interface DetailListProps {
  /** A heading above the list. */
  title?: ReactNode
  /** Columns: 1 to 4 (default 3); more are capped at 4. One column under 768px wide. */
  col?: number
  /** Term beside (default) or above its description. */
  layout?: 'horizontal' | 'vertical'
  className?: string
  children?: ReactNode
}

export interface DetailListItemProps {
  term: ReactNode
  children?: ReactNode
}
