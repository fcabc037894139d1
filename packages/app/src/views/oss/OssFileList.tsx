import { Button, Link, makeStyles, tokens } from '@fluentui/react-components'
import { type DataTableColumn, useListPage } from '@portico/grid'
import { ModalDialog, usePermissions } from '@portico/ui'
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useConfirm } from '../../components/ConfirmDialog'
import { ListPageLayout } from '../../components/ListPage/ListPageLayout'
import { fileUrl, type OssFile, ossFileColumns, ossFileSearchFields, previewKind } from './ossFile'

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  image: { maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' },
  pdf: { width: '100%', height: '70vh', border: 'none' },
})

/** 文件列表: every stored upload; images and PDF previewed, any file downloaded, deletion refused while in use. */
export default function OssFileList() {
  const styles = useStyles()
  const permissions = usePermissions()
  const location = useLocation()
  const { confirm, dialog } = useConfirm()
  const [previewing, setPreviewing] = useState<OssFile | null>(null)
  const list = useListPage<OssFile>({
    url: { list: '/sys/oss/file/list', delete: '/sys/oss/file/delete' },
    fields: ossFileColumns.map((c) => c.key),
  })
  const mayDelete = permissions.allows('system:oss:delete')
  const columns: DataTableColumn<OssFile>[] = [
    ...ossFileColumns,
    {
      key: 'action',
      title: '操作',
      fixed: 'right',
      width: 170,
      render: (row) => (
        <span className={styles.actions}>
          {previewKind(row) && (
            <Button
              size="small"
              appearance="transparent"
              aria-label={`预览 ${row.fileName}`}
              onClick={() => setPreviewing(row)}
            >
              预览
            </Button>
          )}
          <Link href={fileUrl(row)} download={row.fileName} aria-label={`下载 ${row.fileName}`}>
            下载
          </Link>
          {mayDelete && (
            <Button
              size="small"
              appearance="transparent"
              aria-label={`删除 ${row.fileName}`}
              onClick={() =>
                confirm({ content: `确定删除文件 ${row.fileName} 吗?`, onConfirm: () => list.remove(row.id) })
              }
            >
              删除
            </Button>
          )}
        </span>
      ),
    },
  ]
  return (
    <ListPageLayout
      list={list}
      searchFields={ossFileSearchFields}
      toolbarLabel="文件操作"
      tableLabel="文件列表"
      toolbar={null}
      columns={columns}
      emptyText="暂无文件"
      tableId={location.pathname}
    >
      {dialog}
      <ModalDialog
        open={previewing !== null}
        title={previewing?.fileName ?? ''}
        width={900}
        fullscreenSwitch
        onClose={() => setPreviewing(null)}
      >
        {previewing && previewKind(previewing) === 'image' && (
          <img className={styles.image} src={fileUrl(previewing)} alt={previewing.fileName} />
        )}
        {previewing && previewKind(previewing) === 'pdf' && (
          <iframe className={styles.pdf} src={fileUrl(previewing)} title={previewing.fileName} />
        )}
      </ModalDialog>
    </ListPageLayout>
  )
}
