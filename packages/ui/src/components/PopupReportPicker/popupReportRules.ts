import {
  CG_REPORT_PARAM_PREFIX,
  type CgReportColumn,
  type CgReportQueryItem,
  type DictOption,
} from '@portico/contract'
import { textOfValue } from '../../dict/dictOptions'
import type { SelectionColumn } from '../SelectionModal/SelectionModal.types'

/** Spec §9: the popup report modal is 1200 wide. */
export const POPUP_REPORT_WIDTH = 1200
/** Spec §9: a row's key is its values run together, cut to this many characters. */
export const POPUP_ROW_KEY_LENGTH = 50
/** Spec §5: the popup field's configuration errors. */
export const POPUP_CONFIG_REQUIRED = 'popup参数未正确配置!'
export const POPUP_CONFIG_MISMATCH = 'popup参数未正确配置,原始值和目标值数量不一致!'
/** Spec §5: 确定 with nothing chosen, or with several in single mode. */
export const POPUP_SELECT_ONE = '请选择一条记录'

export type PopupRow = Record<string, unknown>
/** Dest field → the chosen rows' values of its org field, joined by commas. */
export type PopupFieldValues = Record<string, string>

export interface PopupFieldConfig {
  /** The online report's code. */
  code?: string
  /** Report fields read from the chosen rows, comma separated. */
  orgFields?: string
  /** Fields they fill, comma separated, in the same order. */
  destFields?: string
}

/** JPopupOnlReport's combineRowKey: the row's values run together (in field order), cut to 50 characters. */
export function popupRowKey(row: PopupRow): string {
  return Object.values(row)
    .map((value) => String(value))
    .join('')
    .slice(0, POPUP_ROW_KEY_LENGTH)
}

const fieldsOf = (list: string | undefined) => (list ?? '').split(',').map((name) => name.trim())

/** JPopup's check: code, orgFields and destFields are required, and name as many fields each. */
export function popupConfigError({ code, orgFields, destFields }: PopupFieldConfig): string | undefined {
  if (!code || !orgFields || !destFields) return POPUP_CONFIG_REQUIRED
  if (fieldsOf(orgFields).length !== fieldsOf(destFields).length) return POPUP_CONFIG_MISMATCH
  return undefined
}

/**
 * What a pick gives back: for each dest field, the values of the org field in the same place, one per chosen row
 * joined by commas (a missing value counts as ''). Multi select thus fills several fields at once.
 */
export function mapPopupFields(
  rows: readonly PopupRow[],
  { orgFields, destFields }: Pick<PopupFieldConfig, 'orgFields' | 'destFields'>,
): PopupFieldValues {
  const org = fieldsOf(orgFields)
  return Object.fromEntries(
    fieldsOf(destFields).map((dest, index) => [
      dest,
      rows
        .map((row) => {
          const value = row[org[index] ?? '']
          return value == null ? '' : String(value)
        })
        .join(','),
    ]),
  )
}

/** Every dest field emptied (清空). */
export const clearedPopupFields = (destFields: string | undefined): PopupFieldValues =>
  Object.fromEntries(fieldsOf(destFields).map((dest) => [dest, '']))

/** 确定's check: one row at least, and only one in single mode. */
export function popupConfirmError(rows: readonly unknown[], multiple: boolean): string | undefined {
  if (rows.length === 0 || (!multiple && rows.length > 1)) return POPUP_SELECT_ONE
  return undefined
}

/** A dictionary column's text (filterMultiDictText): each comma-separated value by its option, joined again. */
export function popupDictText(options: readonly DictOption[] | undefined, value: unknown): string {
  if (value == null || value === '') return ''
  return String(value)
    .split(',')
    .map((part) => textOfValue([...(options ?? [])], part))
    .join(',')
}

/** The report's columns as the selection table shows them; dictionary columns show their option texts. */
export function popupColumns(
  columns: readonly CgReportColumn[],
  dictOptions: Record<string, DictOption[]>,
): SelectionColumn<PopupRow>[] {
  return columns.map((column) => ({
    key: column.dataIndex,
    title: column.title,
    align: column.align,
    ...(column.customRender
      ? {
          render: (row: PopupRow) =>
            popupDictText(dictOptions[column.customRender ?? ''], row[column.dataIndex]),
        }
      : {}),
  }))
}

/** Query values a single-mode item takes as `<field>`, a range one as `<field>_begin` and `<field>_end`. */
export function queryKeysOf(item: Pick<CgReportQueryItem, 'field' | 'mode'>): string[] {
  return item.mode === 'single' ? [item.field] : [`${item.field}_begin`, `${item.field}_end`]
}

/** A quoted dynamic parameter (`'A01'`) as a query value: the quotes dropped. */
const unquote = (value: string) =>
  value.length >= 2 && value.startsWith("'") && value.endsWith("'") ? value.slice(1, -1) : value

/** The query form's starting values: a dynamic parameter named like a single-mode item fills it. */
export function initialQueryValues(
  items: readonly CgReportQueryItem[],
  param: Record<string, string> | undefined,
): Record<string, string> {
  const values: Record<string, string> = {}
  for (const item of items) {
    if (item.mode !== 'single') continue
    const given = param?.[item.field]
    values[item.field] = given == null ? '' : unquote(String(given))
  }
  return values
}

/**
 * getData's parameters: every dynamic parameter as `self_<name>`, the query values that are not empty, and the page.
 * Values of names that are not query keys of the report are left out.
 */
export function popupDataParams(
  items: readonly CgReportQueryItem[],
  values: Record<string, string>,
  param: Record<string, string> | undefined,
  page: { pageNo: number; pageSize: number },
): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(param ?? {}))
    if (value != null && value !== '') params[`${CG_REPORT_PARAM_PREFIX}${name}`] = String(value)
  for (const key of items.flatMap(queryKeysOf)) {
    const value = values[key]?.trim()
    if (value) params[key] = value
  }
  params.pageNo = page.pageNo
  params.pageSize = page.pageSize
  return params
}

/**
 * The share key of a popup (JPopup's uniqGroupId): pickers of one group with the same report and mapping share
 * their answers for 30 s. No group: nothing is shared.
 */
export function popupGroupKey(
  groupId: string | undefined,
  { code, field, orgFields, destFields }: PopupFieldConfig & { field?: string },
): string | undefined {
  return groupId ? `${groupId}_${code}_${field ?? ''}_${orgFields}_${destFields}` : undefined
}

/** A datetime-local input's value (`2026-01-02T03:04`, seconds optional) as JeecgBoot sends it: `2026-01-02 03:04:00`. */
export function datetimeQueryValue(input: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(input)
  return match ? `${match[1]} ${match[2]}${match[3] ?? ':00'}` : input
}

/** The reverse of datetimeQueryValue, for the input to show a stored value. */
export const datetimeInputValue = (value: string): string => value.replace(' ', 'T')
