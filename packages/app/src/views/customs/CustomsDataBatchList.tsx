import { Add20Regular } from '@fluentui/react-icons'
import { customsActions, customsDataBatchResource, type ResourceRecordOf } from '@portico/contract'
import { useNotify } from '@portico/ui'
import { downloadFile } from '@portico/upload'
import { useState } from 'react'
import { tokenHeaders, uploadHttp } from '../../components/AppUploadProvider'
import { ResourcePage } from '../../components/ResourcePage'
import { appConfig } from '../../config'
import { CreateDataBatchDialog } from './CreateDataBatchDialog'

type Row = ResourceRecordOf<typeof customsDataBatchResource>

/** 报关数据批次: declarations made from outbound batches, and their declaration file. */
export default function CustomsDataBatchListPage() {
  const notify = useNotify()
  const [creating, setCreating] = useState<null | (() => void)>(null)

  async function exportFile(row: Row) {
    try {
      await downloadFile(
        uploadHttp,
        appConfig.apiBaseUrl + customsActions.declarationFile.path,
        { id: row.id },
        `报关清单_${row.batchNo}`,
        {
          ext: 'xlsx',
          headers: tokenHeaders(),
        },
      )
    } catch (failure) {
      notify.warning(failure instanceof Error ? failure.message : '文件下载失败')
    }
  }

  return (
    <>
      <ResourcePage<Row>
        resource={customsDataBatchResource}
        actionsWidth={280}
        toolbarActions={[
          {
            key: 'create',
            permission: 'create',
            label: '生成报关批次',
            icon: <Add20Regular />,
            appearance: 'primary',
            run: ({ list }) => setCreating(() => list.reload),
          },
        ]}
        rowActions={[{ key: 'exportFile', permission: 'exportFile', label: '导出申报文件', run: exportFile }]}
      />
      <CreateDataBatchDialog
        open={creating !== null}
        onClose={() => setCreating(null)}
        onCreated={() => {
          creating?.()
          setCreating(null)
        }}
      />
    </>
  )
}
