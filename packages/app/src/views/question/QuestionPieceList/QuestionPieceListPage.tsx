import { Badge } from '@fluentui/react-components'
import { questionPieceResource, type ResourceRecordOf } from '@portico/contract'
import { ResourcePage } from '../../../components/ResourcePage'

type QuestionPiece = ResourceRecordOf<typeof questionPieceResource>

const STATUS_COLOR: Record<string, 'warning' | 'brand' | 'success'> = {
  '0': 'warning',
  '1': 'brand',
  '2': 'success',
}

const cells = {
  status: (row: QuestionPiece) => (
    <Badge appearance="tint" color={STATUS_COLOR[row.status ?? ''] ?? 'informative'}>
      {row.status_dictText ?? row.status}
    </Badge>
  ),
}

/** 问题件列表: parcels with a problem, their photos and documents (spec §1 question pieces; §7 uploads). */
export default function QuestionPieceListPage() {
  return <ResourcePage<QuestionPiece> resource={questionPieceResource} addLabel="登记" cells={cells} />
}
