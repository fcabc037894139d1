import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { orderSearchActions } from '@portico/contract'
import { useState } from 'react'
import { ParcelDetailDialog } from '../../../components/parcels/ParcelDetailDialog'
import { ParcelListPage } from '../../../components/parcels/ParcelListPage'
import { parcelColumns, parcelSearch } from '../../../components/parcels/parcelColumns'
import { useTexts } from '../../../i18n'
import { detailColumn } from '../../package/PackageInfoList/PackageInfoListPage'
import { OrderPasteSearch } from './OrderPasteSearch'

const useStyles = makeStyles({ page: { display: 'grid', gap: tokens.spacingVerticalM } })

const SEARCH = parcelSearch(
  'platformOrderNo',
  'trackingNo',
  'customerId',
  'channelCode',
  'status',
  'destinationCountry',
  'createTime_begin',
  'createTime_end',
)

/** 订单查询: by conditions, or by a pasted list of up to 1,000 numbers; both exportable. */
export default function OrderSearchPage() {
  const styles = useStyles()
  const { t } = useTexts()
  const [tab, setTab] = useState<'filters' | 'paste'>('filters')
  const [open, setOpen] = useState<string | null>(null)
  const columns = [
    ...parcelColumns(
      'platformOrderNo',
      'trackingNo',
      'customerName',
      'buyerName',
      'destinationCountry',
      'channelName',
      'status',
      'billableWeight',
      'createTime',
    ),
    detailColumn((row) => setOpen(row.id)),
  ]
  return (
    <div className={styles.page}>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as 'filters' | 'paste')}>
        <Tab value="filters">{t('order.byFilters')}</Tab>
        <Tab value="paste">{t('order.byNumbers')}</Tab>
      </TabList>
      {tab === 'filters' ? (
        <ParcelListPage
          title="订单查询"
          actions={orderSearchActions}
          searchFields={SEARCH}
          columns={columns}
        />
      ) : (
        <OrderPasteSearch columns={columns} />
      )}
      <ParcelDetailDialog id={open} onClose={() => setOpen(null)} />
    </div>
  )
}
