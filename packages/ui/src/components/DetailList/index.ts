export { DetailList, DetailListItem } from './DetailList'
export type { DetailListItemProps, DetailListProps } from './DetailList.types'
export { detailColumns, MAX_DETAIL_COLUMNS } from './detailColumns'
