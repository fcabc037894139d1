import { Button } from '@fluentui/react-components'
import { Add20Regular } from '@fluentui/react-icons'
import { IN_STORE_PERMS, type InStoreBatch } from '@portico/contract'
import { useListPage } from '@portico/grid'
import { usePermissions } from '@portico/ui'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useConfirm } from '../../../components/ConfirmDialog'
import { ListPageLayout } from '../../../components/ListPage/ListPageLayout'
import { CreateBatchDialog } from './CreateBatchDialog'
import { IN_STORE_LIST_PATH } from './InStoreBatchDetail'
import { inStoreListUrls } from './inStoreApi'
import { inStoreBatchColumns } from './inStoreBatchColumns'
import { inStoreSearchFields } from './inStoreBatchFields'

export const batchPath = (id: string) => `/site/bulkInStore?batchId=${encodeURIComponent(id)}`

/** The in-store batches, newest first: open one to scan its parcels, or start a new one. */
export function InStoreBatchList() {
  const navigate = useNavigate()
  const permissions = usePermissions()
  const list = useListPage<InStoreBatch>({ url: inStoreListUrls })
  const { confirm, dialog } = useConfirm()
  const [creating, setCreating] = useState(false)

  const columns = inStoreBatchColumns({
    canDelete: permissions.allows(IN_STORE_PERMS.delete),
    pathOf: (batch) => batchPath(batch.id),
    onOpen: (batch) => navigate(batchPath(batch.id)),
    onDelete: (batch) =>
      confirm({
        content: `确定删除入库批次 ${batch.batchNo} 及其 ${batch.lineCount} 行明细吗?`,
        onConfirm: () => list.remove(batch.id),
      }),
  })

  return (
    <ListPageLayout
      list={list}
      searchFields={inStoreSearchFields}
      toolbarLabel="入库批次操作"
      tableLabel="入库批次列表"
      toolbar={
        permissions.allows(IN_STORE_PERMS.add) && (
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setCreating(true)}>
            新建批次
          </Button>
        )
      }
      columns={columns}
      emptyText="还没有入库批次：点击「新建批次」开始扫描入库"
      tableId={IN_STORE_LIST_PATH}
      authPrefix="site:instore"
    >
      {/* Unmounted rather than animated closed: the list is hidden (kept alive) as the new batch's tab opens, and a
      modal still fading out in a hidden page could leave the rest of the app aria-hidden. */}
      {creating && (
        <CreateBatchDialog
          open
          onClose={() => setCreating(false)}
          onCreated={(batch) => {
            setCreating(false)
            list.reload()
            navigate(batchPath(batch.id))
          }}
        />
      )}
      {dialog}
    </ListPageLayout>
  )
}
