/** 批量入库 (batch bulk in-store, spec §2 Site tasks): a batch of parcels a site receives and its scanned lines. */

/** Button permission codes of the page; `edit` also lets a user join a batch's realtime table sync. */
export const IN_STORE_PERMS = {
  list: 'site:instore:list',
  add: 'site:instore:add',
  edit: 'site:instore:edit',
  delete: 'site:instore:delete',
} as const

/** Dictionary `in_store_status`: 0 录入中 (lines may change), 1 已入库 (read only). */
export const InStoreBatchStatus = { OPEN: '0', DONE: '1' } as const
export const IN_STORE_STATUS_DICT = 'in_store_status'
/** Dictionary of the 渠道 column: our shipping channels (the logistics_channel table), by code. */
export const IN_STORE_CHANNEL_DICT = 'logistics_channel,name,code'
/** Dictionary of the batch's 入库站点: the stations (logistics_station table), by code. */
export const IN_STORE_STATION_DICT = 'logistics_station,name,code'

/** What the server and the page both refuse (the page through the table's column rules). */
export const IN_STORE_TRACKING_PATTERN = /^[A-Za-z0-9-]{6,40}$/
export const IN_STORE_TRACKING_MESSAGE = '运单号只能是6-40位字母、数字或短横线'
export const IN_STORE_LIMITS = {
  /** Lines of one save request. */
  maxLines: 2000,
  maxWeightKg: 9999.999,
  weightDecimals: 3,
  maxPieces: 999,
  remarkLength: 200,
} as const
export const IN_STORE_WEIGHT_MESSAGE = '重量须大于0且不超过9999.999kg（最多3位小数）'
export const IN_STORE_PIECES_MESSAGE = '件数须为1-999的整数'
export const IN_STORE_REMARK_MESSAGE = '备注最多200个字符'

const WEIGHT_TEXT = /^\d{1,4}(\.\d{1,3})?$/
const PIECES_TEXT = /^\d{1,3}$/
const asText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value).trim() : ''

/** 重量(kg): more than 0, at most 9999.999, at most 3 decimals (a number or its text). */
export const isInStoreWeight = (value: unknown): boolean => {
  const text = asText(value)
  return WEIGHT_TEXT.test(text) && Number(text) > 0
}

/** 件数: a whole number from 1 to 999. */
export const isInStorePieces = (value: unknown): boolean => {
  const text = asText(value)
  return PIECES_TEXT.test(text) && Number(text) >= 1
}

export interface InStoreBatch {
  id: string
  /** RK + yyyyMMdd (GMT+8) + '-' + the day's sequence, e.g. RK20260516-003. */
  batchNo: string
  status: string
  status_dictText?: string
  /** New lines start with this channel. */
  defaultChannel: string | null
  defaultChannel_dictText?: string
  /** Where the batch is received; completing it sets this station on its parcels. */
  stationCode: string | null
  stationCode_dictText?: string
  remark: string | null
  lineCount: number
  totalPieces: number
  totalWeight: number
  /** Goes up by one on every save or completion: tells a page whether a colleague saved since it loaded. */
  revision: number
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
  completeBy: string | null
  completeTime: string | null
}

/** A type (not an interface) so a line is a table row (`Record<string, unknown>`) as it is. */
export type InStoreLine = {
  id: string
  batchId: string
  trackingNo: string
  weight: number
  pieces: number
  channel: string
  channel_dictText?: string
  remark: string | null
  orderNum: number
}

/** A line as the page sends it: without id for a new line. */
export interface InStoreLineInput {
  id?: string
  trackingNo: string
  weight: number | string
  pieces: number | string
  channel: string
  remark?: string | null
}

/** POST /site/inStoreBatch/saveLines: sent lines are written in this order, `deleteIds` removed, others kept. */
export interface InStoreSaveRequest {
  batchId: string
  lines: InStoreLineInput[]
  deleteIds: string[]
}

/** A line 完成入库 refused (answered as the 400's result, nothing received): its row, number and reason. */
export interface InStoreRefusedLine {
  row: number
  trackingNo: string
  reason: string
}

export interface InStoreSaveResult {
  batch: InStoreBatch
  lines: InStoreLine[]
}

/** The table-sync page kind of a batch: `/vxeSocket/{userId}/instore-batch-{batchId}`. */
export const IN_STORE_SYNC_KIND = 'instore-batch'
export const inStoreSyncPageId = (batchId: string) => `${IN_STORE_SYNC_KIND}-${batchId}`

/** `common_send_date` key the server sends to a batch's sync page after a save or a completion. */
export const IN_STORE_SAVED_KEY = 'instore-batch-saved'
export interface InStoreSavedNotice {
  batchId: string
  revision: number
  status: string
  /** Real name of who saved. */
  savedBy: string
  lineCount: number
}
