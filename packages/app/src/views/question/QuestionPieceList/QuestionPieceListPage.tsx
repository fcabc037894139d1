import { ListPage } from '../../../components/ListPage/ListPage'
import type { ListPageProps } from '../../../components/ListPage/ListPage.types'
import { QuestionPieceFormDialog } from './QuestionPieceFormDialog'
import type { QuestionPiece } from './questionPiece.types'
import { questionPieceColumns } from './questionPieceColumns'
import { questionSearchFields } from './questionPieceFields'

const questionPieceList: ListPageProps<QuestionPiece> = {
  entity: '问题件',
  measureWord: '条',
  rowLabel: (row) => row.waybillNo,
  urls: {
    list: '/question/questionPiece/list',
    delete: '/question/questionPiece/delete',
    deleteBatch: '/question/questionPiece/deleteBatch',
    exportXls: '/question/questionPiece/exportXls',
    importExcel: '/question/questionPiece/importExcel',
  },
  permissionPrefix: 'question:piece',
  searchFields: questionSearchFields,
  columns: questionPieceColumns,
  actionsWidth: 120,
  addLabel: '登记',
  form: QuestionPieceFormDialog,
  excelFileName: '问题件列表',
}

/** 问题件列表: parcels with a problem, their photos and documents (spec §1 question pieces; §7 uploads). */
export default function QuestionPieceListPage() {
  return <ListPage {...questionPieceList} />
}
