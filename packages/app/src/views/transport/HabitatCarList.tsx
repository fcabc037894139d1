import { habitatCarResource, type ResourceRecordOf } from '@portico/contract'
import { ResourcePage } from '../../components/ResourcePage'
import { statusCell } from './statusCell'

type Row = ResourceRecordOf<typeof habitatCarResource>

/** 属地车辆: the habitat agents' vehicles and their usual drivers. */
export default function HabitatCarListPage() {
  return <ResourcePage<Row> resource={habitatCarResource} cells={{ status: statusCell }} />
}
