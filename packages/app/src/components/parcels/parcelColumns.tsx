import { Badge } from '@fluentui/react-components'
import type { ParcelFilterKey, ParcelRow } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { useTexts } from '../../i18n'
import type { FieldSpec } from '../form/fieldSpec'

type Color = 'informative' | 'brand' | 'success' | 'warning' | 'danger' | 'subtle'
const STATUS_COLOR: Record<string, Color> = {
  '0': 'subtle',
  '1': 'brand',
  '2': 'brand',
  '3': 'informative',
  '4': 'informative',
  '5': 'informative',
  '6': 'informative',
  '7': 'success',
  '8': 'danger',
  '9': 'warning',
}

/** A parcel's status, in the user's language (`text` is the server's, Chinese). */
export function ParcelStatusBadge({ status, text }: { status: string; text: string }) {
  const { dict } = useTexts()
  return (
    <Badge appearance="tint" color={STATUS_COLOR[status] ?? 'informative'}>
      {dict('parcel_status', status, text)}
    </Badge>
  )
}

const kg = (value: string | null) => (value === null ? '' : value)

/** The columns of the parcel lists, by key; each screen picks its own. */
export const PARCEL_COLUMNS: Record<string, DataTableColumn<ParcelRow>> = {
  trackingNo: { key: 'trackingNo', title: '运单号', kind: 'code', width: 160 },
  platformOrderNo: { key: 'platformOrderNo', title: '平台订单号', kind: 'code', width: 180 },
  customerName: { key: 'customerName', title: '客户', width: 200, ellipsis: 14 },
  channelName: { key: 'channelName', title: '渠道', width: 160, ellipsis: 12 },
  destinationCountry: { key: 'destinationCountry', title: '目的国', width: 70 },
  buyerName: { key: 'buyerName', title: '收件人', width: 120, ellipsis: 10 },
  status: {
    key: 'status',
    title: '状态',
    width: 110,
    render: (row) => <ParcelStatusBadge status={row.status} text={row.status_dictText} />,
  },
  stationName: { key: 'stationName', title: '站点', width: 150, ellipsis: 10 },
  actualWeight: {
    key: 'actualWeight',
    kind: 'weight',
    title: '实重(kg)',
    width: 90,
    align: 'right',
    render: (r) => kg(r.actualWeight),
  },
  volumetricWeight: {
    key: 'volumetricWeight',
    kind: 'weight',
    title: '体积重(kg)',
    width: 100,
    align: 'right',
    render: (r) => kg(r.volumetricWeight),
  },
  billableWeight: {
    key: 'billableWeight',
    kind: 'weight',
    title: '计费重(kg)',
    width: 100,
    align: 'right',
    render: (r) => kg(r.billableWeight),
  },
  inStoreBy: { key: 'inStoreBy', title: '操作人', width: 90 },
  inStoreTime: { key: 'inStoreTime', title: '入库时间', kind: 'datetime', width: 160 },
  createTime: { key: 'createTime', title: '下单时间', kind: 'datetime', width: 160 },
}

export const parcelColumns = (...keys: string[]) => keys.map((key) => PARCEL_COLUMNS[key]!)

/** The search form fields of the parcel lists, by key. */
export const PARCEL_SEARCH: Record<ParcelFilterKey, FieldSpec> = {
  trackingNo: { name: 'trackingNo', label: '运单号', kind: 'text' },
  platformOrderNo: { name: 'platformOrderNo', label: '平台订单号', kind: 'text' },
  customerId: { name: 'customerId', label: '客户', kind: 'dict', dictCode: 'sys_tenant,name,id' },
  channelCode: { name: 'channelCode', label: '渠道', kind: 'dict', dictCode: 'logistics_channel,name,code' },
  status: { name: 'status', label: '状态', kind: 'dict', dictCode: 'parcel_status' },
  destinationCountry: { name: 'destinationCountry', label: '目的国', kind: 'dict', dictCode: 'country' },
  stationCode: { name: 'stationCode', label: '站点', kind: 'dict', dictCode: 'logistics_station,name,code' },
  createTime_begin: { name: 'createTime_begin', label: '下单日期起', kind: 'date' },
  createTime_end: { name: 'createTime_end', label: '下单日期止', kind: 'date' },
  inStoreTime_begin: { name: 'inStoreTime_begin', label: '入库日期起', kind: 'date' },
  inStoreTime_end: { name: 'inStoreTime_end', label: '入库日期止', kind: 'date' },
}

export const parcelSearch = (...keys: ParcelFilterKey[]) => keys.map((key) => PARCEL_SEARCH[key])
