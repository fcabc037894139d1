import { driverResource, type ResourceRecordOf } from '@portico/contract'
import { ResourcePage } from '../../components/ResourcePage'
import { statusCell } from './statusCell'

type Row = ResourceRecordOf<typeof driverResource>

/** 司机: the habitat agents' drivers. */
export default function DriverListPage() {
  return <ResourcePage<Row> resource={driverResource} cells={{ status: statusCell }} />
}
