export interface PaginationProps {
  current: number
  pageSize: number
  total: number
  /** Spec §9: 10/20/30 on list pages (5/10/20/30 in business modals). */
  pageSizeOptions?: number[]
  onChange: (current: number, pageSize: number) => void
}
