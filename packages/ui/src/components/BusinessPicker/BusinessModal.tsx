import type { Page } from '@portico/contract'
import type { RowData } from '@tanstack/react-table'
import { useHttp } from '../../provider/PorticoProvider'
import { SelectionModal } from '../SelectionModal/SelectionModal'
import type { FetchSelectionPage } from '../SelectionModal/SelectionModal.types'
import { toSelectionPage } from '../SelectionModal/selectionPage'
import type { BusinessModalProps } from './BusinessPicker.types'

/** Spec §9: the business-component modal pages by 5 (5/10/20/30) and cuts cell text at 12 characters. */
export const BUSINESS_PAGE_SIZE = 5
export const BUSINESS_PAGE_SIZES = [5, 10, 20, 30]
export const BUSINESS_ELLIPSIS = 12

/**
 * {name}选择 (JSelectBizComponentModal, width 900): a paged list from `listUrl` searched by one parameter, with the
 * 已选{name} panel beside it. Clicking a row picks it; in multi select a second click takes it off again.
 */
export function BusinessModal<Row extends RowData>({
  open,
  name,
  listUrl,
  columns,
  rowKey,
  multiple = true,
  width = 900,
  queryParamCode,
  queryParamText,
  ellipsisLength = BUSINESS_ELLIPSIS,
  params,
  pageSize = BUSINESS_PAGE_SIZE,
  initialSelection,
  onConfirm,
  onCancel,
}: BusinessModalProps<Row>) {
  const http = useHttp()
  const fetchPage: FetchSelectionPage<Row> = async ({ pageNo, pageSize: size, keyword }) =>
    toSelectionPage(
      await http.get<Page<Row> | Row[]>(listUrl, {
        ...params,
        [queryParamCode]: keyword ? `*${keyword}*` : undefined,
        pageNo,
        pageSize: size,
      }),
      { pageNo, pageSize: size },
    )
  return (
    <SelectionModal<Row>
      open={open}
      title={`${name}选择`}
      width={width}
      columns={columns}
      rowKey={rowKey ?? ('id' as keyof Row & string)}
      selectionMode={multiple ? 'multiple' : 'single'}
      initialSelection={initialSelection}
      fetchPage={fetchPage}
      filters={{ listUrl, queryParamCode, params }}
      pageSize={pageSize}
      pageSizeOptions={BUSINESS_PAGE_SIZES}
      ellipsis={ellipsisLength === -1 ? false : ellipsisLength}
      search={{ label: queryParamText ?? name }}
      chosenPanel={{ title: `已选${name}` }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
