import { positionResource, type ResourceRecordOf } from '@portico/contract'
import { ResourcePage } from '../../../components/ResourcePage'

type Position = ResourceRecordOf<typeof positionResource>

/** 职务管理: the positions (code, name, 职级) users' 职务 picks from. */
export default function PositionListPage() {
  return <ResourcePage<Position> resource={positionResource} />
}
