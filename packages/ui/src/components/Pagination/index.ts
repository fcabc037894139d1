export { formatTotal, pageCount, visiblePages } from './formatTotal'
export { Pagination } from './Pagination'
export type { PaginationProps, PaginationTexts } from './Pagination.types'
