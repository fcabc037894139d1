import { overseasAgentResource, type ResourceRecordOf } from '@portico/contract'
import { ResourcePage } from '../../components/ResourcePage'
import { statusCell } from './statusCell'

type Row = ResourceRecordOf<typeof overseasAgentResource>

/** 海外代理: the destination-country partners clearing imports, storing and delivering. */
export default function OverseasAgentListPage() {
  return <ResourcePage<Row> resource={overseasAgentResource} cells={{ status: statusCell }} />
}
