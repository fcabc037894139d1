import { PARCEL_STATUS_TEXT, type ParcelRow, type ParcelStatus } from '@portico/contract'
import { eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  logisticsChannel,
  logisticsOrder,
  logisticsParcel,
  logisticsStation,
  sysTenant,
} from '../../db/schema'
import { formatDateTime } from '../shared/dates'

const columns = {
  id: logisticsParcel.id,
  trackingNo: logisticsParcel.trackingNo,
  orderId: logisticsParcel.orderId,
  platformOrderNo: logisticsOrder.platformOrderNo,
  platform: logisticsOrder.platform,
  customerId: logisticsParcel.customerId,
  customerName: sysTenant.name,
  channelCode: logisticsParcel.channelCode,
  channelName: logisticsChannel.name,
  destinationCountry: logisticsParcel.destinationCountry,
  buyerName: logisticsOrder.buyerName,
  status: logisticsParcel.status,
  stationCode: logisticsParcel.stationCode,
  stationName: logisticsStation.name,
  actualWeight: logisticsParcel.actualWeight,
  volumetricWeight: logisticsParcel.volumetricWeight,
  billableWeight: logisticsParcel.billableWeight,
  lengthCm: logisticsParcel.lengthCm,
  widthCm: logisticsParcel.widthCm,
  heightCm: logisticsParcel.heightCm,
  inStoreTime: logisticsParcel.inStoreTime,
  inStoreBy: logisticsParcel.inStoreBy,
  outStoreTime: logisticsParcel.outStoreTime,
  deliveredTime: logisticsParcel.deliveredTime,
  createTime: logisticsParcel.createTime,
}

/** Parcels with their order, customer, channel and station names: the rows every operations screen lists. */
export function parcelRowQuery(db: Db) {
  return db
    .select(columns)
    .from(logisticsParcel)
    .leftJoin(logisticsOrder, eq(logisticsOrder.id, logisticsParcel.orderId))
    .leftJoin(sysTenant, eq(sysTenant.id, logisticsParcel.customerId))
    .leftJoin(logisticsChannel, eq(logisticsChannel.code, logisticsParcel.channelCode))
    .leftJoin(logisticsStation, eq(logisticsStation.code, logisticsParcel.stationCode))
    .$dynamic()
}

type Selected = Awaited<ReturnType<typeof parcelRowQuery>>[number]

export function toParcelRow(row: Selected): ParcelRow {
  const status = row.status as ParcelStatus
  return {
    ...row,
    status,
    status_dictText: PARCEL_STATUS_TEXT[status] ?? status,
    inStoreTime: formatDateTime(row.inStoreTime),
    outStoreTime: formatDateTime(row.outStoreTime),
    deliveredTime: formatDateTime(row.deliveredTime),
    createTime: formatDateTime(row.createTime),
  }
}

/** One parcel's row, or null. */
export async function parcelRowWhere(db: Db, where: SQL): Promise<ParcelRow | null> {
  const [row] = await parcelRowQuery(db).where(where).limit(1)
  return row ? toParcelRow(row) : null
}
