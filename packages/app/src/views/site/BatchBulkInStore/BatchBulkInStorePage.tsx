import { useSearchParams } from 'react-router-dom'
import { InStoreBatchDetail } from './InStoreBatchDetail'
import { InStoreBatchList } from './InStoreBatchList'

/**
 * 批量入库 (spec §2 site tasks): the batch list, or one batch's lines when the address names it
 * (`/site/bulkInStore?batchId=…`, a tab of its own).
 */
export default function BatchBulkInStorePage() {
  const [params] = useSearchParams()
  const batchId = params.get('batchId')
  return batchId ? <InStoreBatchDetail key={batchId} batchId={batchId} /> : <InStoreBatchList />
}
