export interface PaginationProps {
  current: number
  pageSize: number
  total: number
  /** `total` is the server's estimate (`Page.totalApprox`): the label says 约. */
  totalApprox?: boolean
  /** Spec §9: 10/20/30 on list pages (5/10/20/30 in business modals). */
  pageSizeOptions?: number[]
  onChange: (current: number, pageSize: number) => void
  /** The pager's words in another language (default Chinese, spec §9). */
  texts?: Partial<PaginationTexts>
}

/** Every word the pager shows or names its controls with. */
export interface PaginationTexts {
  /** The navigation landmark's name. */
  navigation: string
  /** The total label from the rows shown (start-end, both 0 when there is nothing) and the total. */
  total: (start: number, end: number, total: number) => string
  /** The same for an estimated total. */
  approxTotal: (start: number, end: number, total: number) => string
  previous: string
  next: string
  page: (page: number) => string
  pageSize: string
  perPage: (size: number) => string
  /** Before the quick jumper, its accessible name, and after it. */
  jumpBefore: string
  jumpLabel: string
  jumpAfter: string
}
