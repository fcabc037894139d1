import type { PaginationTexts } from '@portico/grid'
import type { Locale } from './locale'

/** The pager's words by language: Chinese is the widget's own; English as list pages usually say it. */
export const PAGER_TEXTS: Readonly<Record<Locale, Partial<PaginationTexts> | undefined>> = {
  'zh-CN': undefined,
  en: {
    navigation: 'Pages',
    total: (start, end, total) => `${start}–${end} of ${total}`,
    approxTotal: (start, end, total) => `${start}–${end} of about ${total.toLocaleString('en')}`,
    previous: 'Previous page',
    next: 'Next page',
    page: (page) => `Page ${page}`,
    pageSize: 'Rows per page',
    perPage: (size) => `${size} / page`,
    jumpBefore: 'Go to',
    jumpLabel: 'Go to page',
    jumpAfter: '',
  },
}
