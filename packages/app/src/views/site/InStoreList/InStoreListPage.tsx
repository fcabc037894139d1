import { makeStyles, tokens } from '@fluentui/react-components'
import { inStoreScanActions, OPS_PERMS } from '@portico/contract'
import { usePermissions } from '@portico/ui'
import { useState } from 'react'
import { ParcelListPage } from '../../../components/parcels/ParcelListPage'
import { parcelColumns, parcelSearch } from '../../../components/parcels/parcelColumns'
import { InStoreScanPanel } from './InStoreScanPanel'

const useStyles = makeStyles({ page: { display: 'grid', gap: tokens.spacingVerticalM } })

const SEARCH = parcelSearch(
  'trackingNo',
  'customerId',
  'channelCode',
  'stationCode',
  'inStoreTime_begin',
  'inStoreTime_end',
)
const COLUMNS = parcelColumns(
  'trackingNo',
  'customerName',
  'channelName',
  'stationName',
  'status',
  'actualWeight',
  'volumetricWeight',
  'billableWeight',
  'inStoreBy',
  'inStoreTime',
)

/** 入库列表: the in-store scan at the top, the parcels scanned in below (searchable, exportable). */
export default function InStoreListPage() {
  const styles = useStyles()
  const permissions = usePermissions()
  const [scans, setScans] = useState(0)
  return (
    <div className={styles.page}>
      {permissions.allows(OPS_PERMS.inStoreScan) && (
        <InStoreScanPanel onScanned={() => setScans((n) => n + 1)} />
      )}
      <ParcelListPage
        title="入库列表"
        actions={inStoreScanActions}
        searchFields={SEARCH}
        columns={COLUMNS}
        refreshKey={scans}
      />
    </div>
  )
}
