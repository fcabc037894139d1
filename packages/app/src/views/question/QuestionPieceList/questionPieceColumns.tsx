import { Badge, Link, makeStyles, tokens } from '@fluentui/react-components'
import type { DataTableColumn } from '@portico/grid'
import { buildStaticUrl } from '@portico/ui'
import { fileNameOfPath, splitPaths } from '@portico/upload'
import { appConfig } from '../../../config'
import type { QuestionPiece } from './questionPiece.types'

const useStyles = makeStyles({
  thumbs: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  thumb: { width: '32px', height: '32px', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall },
  files: { display: 'flex', flexDirection: 'column' },
})

const staticUrl = (path: string) => buildStaticUrl(appConfig.staticDomainUrl, path)

function Images({ row }: { row: QuestionPiece }) {
  const styles = useStyles()
  const paths = splitPaths(row.images)
  if (paths.length === 0) return null
  return (
    <span className={styles.thumbs}>
      <img className={styles.thumb} src={staticUrl(paths[0])} alt={`${row.waybillNo} 封面图`} />
      {paths.length > 1 && <span>共{paths.length}张</span>}
    </span>
  )
}

function Attachments({ row }: { row: QuestionPiece }) {
  const styles = useStyles()
  return (
    <span className={styles.files}>
      {splitPaths(row.attachments).map((path) => (
        <Link key={path} href={staticUrl(path)} target="_blank" rel="noreferrer">
          {fileNameOfPath(path)}
        </Link>
      ))}
    </span>
  )
}

const STATUS_COLOR: Record<string, 'warning' | 'brand' | 'success'> = {
  '0': 'warning',
  '1': 'brand',
  '2': 'success',
}

/** The 问题件 list's columns; the list page adds 操作. */
export const questionPieceColumns: DataTableColumn<QuestionPiece>[] = [
  { key: 'waybillNo', title: '运单号', sortable: true, width: 150 },
  { key: 'questionType', title: '问题类型', width: 90, render: (r) => r.questionType_dictText ?? '' },
  { key: 'description', title: '问题描述', width: 200, ellipsis: true },
  { key: 'images', title: '问题图片', width: 110, render: (r) => <Images row={r} /> },
  { key: 'attachments', title: '附件', width: 160, render: (r) => <Attachments row={r} /> },
  {
    key: 'status',
    title: '处理状态',
    width: 90,
    render: (r) => (
      <Badge appearance="tint" color={STATUS_COLOR[r.status] ?? 'informative'}>
        {r.status_dictText ?? r.status}
      </Badge>
    ),
  },
  { key: 'createBy', title: '登记人', width: 90 },
  { key: 'createTime', title: '登记时间', sortable: true, width: 160 },
]
