import { Button, Card, makeStyles, Toolbar, tokens } from '@fluentui/react-components'
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons'
import { useListPage } from '@portico/grid'
import { usePermissions } from '@portico/ui'
import { useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { ListTable } from '../../../components/list/ListTable'
import { SearchForm } from '../../../components/list/SearchForm'
import { QuestionPieceFormDialog } from './QuestionPieceFormDialog'
import type { QuestionPiece } from './questionPiece.types'
import { questionPieceColumns } from './questionPieceColumns'
import { questionSearchFields } from './questionPieceFields'

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
})

const urls = {
  list: '/question/questionPiece/list',
  delete: '/question/questionPiece/delete',
  deleteBatch: '/question/questionPiece/deleteBatch',
}

/** 问题件列表: parcels with a problem, their photos and documents (spec §1 question pieces; §7 uploads). */
export default function QuestionPieceListPage() {
  const styles = useStyles()
  const permissions = usePermissions()
  const list = useListPage<QuestionPiece>({ url: urls })
  const { confirm, dialog } = useConfirm()
  const [editing, setEditing] = useState<Partial<QuestionPiece> | null>(null)

  const can = {
    add: permissions.allows('question:piece:add'),
    edit: permissions.allows('question:piece:edit'),
    delete: permissions.allows('question:piece:delete'),
  }

  const columns = questionPieceColumns({
    canEdit: can.edit,
    canDelete: can.delete,
    onEdit: (row) => setEditing(row),
    onDelete: (row) =>
      confirm({ content: `确定删除问题件 ${row.waybillNo} 吗?`, onConfirm: () => list.remove(row.id) }),
  })

  return (
    <Card className={styles.card}>
      <SearchForm
        fields={questionSearchFields}
        values={list.queryParam}
        onChange={list.setQueryParam}
        onSearch={list.search}
        onReset={list.reset}
      />
      <Toolbar aria-label="问题件操作">
        {can.add && (
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing({})}>
            登记
          </Button>
        )}
        {can.delete && (
          <Button
            icon={<Delete20Regular />}
            onClick={() =>
              list.selectedKeys.length === 0
                ? list.removeSelected()
                : confirm({
                    content: `确定删除选中的 ${list.selectedKeys.length} 条问题件吗?`,
                    onConfirm: list.removeSelected,
                  })
            }
          >
            批量删除
          </Button>
        )}
      </Toolbar>
      <ListTable list={list} columns={columns} aria-label="问题件列表" selectable={can.delete} />
      <QuestionPieceFormDialog
        piece={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          list.reload()
        }}
      />
      {dialog}
    </Card>
  )
}
