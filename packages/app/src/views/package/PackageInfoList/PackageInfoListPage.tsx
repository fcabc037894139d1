import { Link } from '@fluentui/react-components'
import { type ParcelRow, packageActions } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { useState } from 'react'
import { ParcelDetailDialog } from '../../../components/parcels/ParcelDetailDialog'
import { ParcelListPage } from '../../../components/parcels/ParcelListPage'
import { parcelColumns, parcelSearch } from '../../../components/parcels/parcelColumns'
import { useTexts } from '../../../i18n'

const SEARCH = parcelSearch(
  'trackingNo',
  'platformOrderNo',
  'customerId',
  'channelCode',
  'status',
  'destinationCountry',
  'stationCode',
  'createTime_begin',
  'createTime_end',
)

/** A 详情 column opening the parcel's detail. */
export function detailColumn(open: (row: ParcelRow) => void): DataTableColumn<ParcelRow> {
  return {
    key: 'detail',
    title: '操作',
    fixed: 'right',
    width: 70,
    render: (row) => <DetailLink trackingNo={row.trackingNo} onClick={() => open(row)} />,
  }
}

function DetailLink({ trackingNo, onClick }: { trackingNo: string; onClick: () => void }) {
  const { t } = useTexts()
  return (
    <Link as="button" onClick={onClick} aria-label={t('parcel.detailOf', { trackingNo })}>
      {t('list.detail')}
    </Link>
  )
}

/** 包裹信息: every parcel with its customer, channel, station and weights; 详情 shows goods and trajectory. */
export default function PackageInfoListPage() {
  const [open, setOpen] = useState<string | null>(null)
  const columns = [
    ...parcelColumns(
      'trackingNo',
      'platformOrderNo',
      'customerName',
      'channelName',
      'destinationCountry',
      'status',
      'stationName',
      'actualWeight',
      'billableWeight',
      'createTime',
    ),
    detailColumn((row) => setOpen(row.id)),
  ]
  return (
    <>
      <ParcelListPage title="包裹信息" actions={packageActions} searchFields={SEARCH} columns={columns} />
      <ParcelDetailDialog id={open} onClose={() => setOpen(null)} />
    </>
  )
}
