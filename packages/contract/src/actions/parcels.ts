import { defineAction, returns } from '../action/defineAction'
import { type SchemaValue, schema } from '../action/schema'
import type { Page } from '../envelope'
import {
  type InStoreScanResult,
  OPS_PERMS,
  ORDER_PASTE_MAX,
  type OrderPasteResult,
  type ParcelDetail,
  type ParcelRow,
  type ParcelTrajectory,
  TRAJECTORY_MAX,
} from '../logistics/ops'

/** The filters of the parcel lists (订单查询, 包裹信息, 入库列表), all optional, exact matches but the dates. */
export const PARCEL_FILTER_KEYS = [
  'trackingNo',
  'platformOrderNo',
  'customerId',
  'channelCode',
  'status',
  'destinationCountry',
  'stationCode',
  'createTime_begin',
  'createTime_end',
  'inStoreTime_begin',
  'inStoreTime_end',
] as const

export type ParcelFilterKey = (typeof PARCEL_FILTER_KEYS)[number]

const filterField = schema.string({ maxLength: 64 })
const filterFields = Object.fromEntries(PARCEL_FILTER_KEYS.map((key) => [key, filterField])) as Record<
  ParcelFilterKey,
  typeof filterField
>

/** The filters of a parcel list (its .xlsx export takes the same). */
export const parcelFilterQuery = schema.object(filterFields)
/** The filters and paging of a parcel list. */
export const parcelListQuery = schema.object({
  ...filterFields,
  pageNo: schema.integer({ minimum: 1 }),
  pageSize: schema.integer({ minimum: 1 }),
})

export type ParcelFilters = SchemaValue<typeof parcelFilterQuery>

/** 1,000 numbers of up to 40 characters and their separators. */
const numbers = schema.string({ maxLength: ORDER_PASTE_MAX * 42 })

/** A parcel list's two calls: the page and the .xlsx of the same filters. */
const parcelList = (
  path: string,
  perms: { list: string; export: string },
  summaries: { list: string; export: string },
  tags: readonly string[],
) => ({
  list: defineAction({
    method: 'GET',
    path: `${path}/list`,
    permission: perms.list,
    summary: summaries.list,
    tags,
    query: parcelListQuery,
    result: returns<Page<ParcelRow>>(),
  }),
  exportXls: defineAction({
    method: 'GET',
    path: `${path}/exportXls`,
    permission: perms.export,
    summary: summaries.export,
    tags,
    query: parcelFilterQuery,
  }),
})

/** 包裹信息 and 包裹轨迹. A customer's users see their own parcels only. */
export const packageActions = {
  ...parcelList(
    '/logistics/package',
    { list: OPS_PERMS.packageList, export: OPS_PERMS.packageExport },
    { list: 'Parcels by filters, newest first', export: '包裹信息 as .xlsx (the list filters)' },
    ['package'],
  ),
  queryById: defineAction({
    method: 'GET',
    path: '/logistics/package/queryById',
    permission: OPS_PERMS.packageList,
    summary: 'A parcel with its order, goods, trajectory and 问题件',
    tags: ['package'],
    query: schema.object({ id: schema.string() }, ['id']),
    result: returns<ParcelDetail>(),
  }),
  trajectory: defineAction({
    method: 'GET',
    path: '/logistics/package/trajectory',
    permission: OPS_PERMS.trajectory,
    summary: `Trajectories of up to ${TRAJECTORY_MAX} tracking numbers (comma separated): [{trackingNo, found, status, events}] in time order`,
    tags: ['package'],
    query: schema.object({ trackingNo: schema.string({ maxLength: 8000 }) }, ['trackingNo']),
    result: returns<ParcelTrajectory[]>(),
  }),
}

/** 订单查询: by filters (paged) or by up to 1,000 pasted numbers, and either as .xlsx. */
export const orderSearchActions = {
  ...parcelList(
    '/order/search',
    { list: OPS_PERMS.orderSearch, export: OPS_PERMS.orderExport },
    { list: 'Orders/parcels by filters, newest first', export: '订单查询 as .xlsx (the list filters)' },
    ['order'],
  ),
  byNumbers: defineAction({
    method: 'POST',
    path: '/order/search/byNumbers',
    permission: OPS_PERMS.orderSearch,
    summary: `Up to ${ORDER_PASTE_MAX} numbers (newline, comma or space separated): {records, notFound}`,
    tags: ['order'],
    body: schema.object({ numbers }, ['numbers']),
    result: returns<OrderPasteResult>(),
  }),
  exportNumbers: defineAction({
    method: 'POST',
    path: '/order/search/exportXls',
    permission: OPS_PERMS.orderExport,
    summary: '订单查询 as .xlsx: the pasted numbers when given, else the filters',
    tags: ['order'],
    body: schema.object({ numbers, ...filterFields }),
  }),
}

const decimal = { type: ['string', 'number', 'null'] } as const

/** 入库列表: the in-store scan and the parcels scanned in. */
export const inStoreScanActions = {
  scan: defineAction({
    method: 'POST',
    path: '/site/inStoreScan/scan',
    permission: OPS_PERMS.inStoreScan,
    summary:
      '入库扫描: accepted (weights, station, IN_STORE) or refused with the reason (a 问题件 raised, the parcel on hold); bad input is a 400',
    tags: ['site'],
    body: schema.object(
      {
        trackingNo: schema.string(),
        stationCode: schema.string(),
        weight: decimal,
        lengthCm: decimal,
        widthCm: decimal,
        heightCm: decimal,
      },
      ['trackingNo', 'stationCode', 'weight'],
    ),
    result: returns<InStoreScanResult>(),
  }),
  ...parcelList(
    '/site/inStoreScan',
    { list: OPS_PERMS.inStoreList, export: OPS_PERMS.inStoreExport },
    { list: 'Parcels scanned in, newest scan first', export: '入库列表 as .xlsx (the list filters)' },
    ['site'],
  ),
}
