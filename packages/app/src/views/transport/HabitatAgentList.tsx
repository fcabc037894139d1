import { habitatAgentResource, type ResourceRecordOf } from '@portico/contract'
import { ResourcePage } from '../../components/ResourcePage'
import { statusCell } from './statusCell'

type Row = ResourceRecordOf<typeof habitatAgentResource>

/** 属地代理: local partners in a city, under an overseas agent. */
export default function HabitatAgentListPage() {
  return <ResourcePage<Row> resource={habitatAgentResource} cells={{ status: statusCell }} />
}
