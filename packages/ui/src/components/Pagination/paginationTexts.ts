import type { PaginationTexts } from './Pagination.types'

/** The pager's Chinese words (spec §9): 'a-b 共N条' (an estimate: 'a-b 共约N条'), 'N 条/页', 跳至 … 页. */
export const PAGINATION_TEXTS: PaginationTexts = {
  navigation: '分页',
  total: (start, end, total) => `${start}-${end} 共${total}条`,
  approxTotal: (start, end, total) => `${start}-${end} 共约${total.toLocaleString('zh-CN')}条`,
  previous: '上一页',
  next: '下一页',
  page: (page) => `第 ${page} 页`,
  pageSize: '每页条数',
  perPage: (size) => `${size} 条/页`,
  jumpBefore: '跳至',
  jumpLabel: '跳至页码',
  jumpAfter: '页',
}
