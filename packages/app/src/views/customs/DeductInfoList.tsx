import { customsDeductionResource, type ResourceRecordOf } from '@portico/contract'
import { ResourcePage } from '../../components/ResourcePage'

type Row = ResourceRecordOf<typeof customsDeductionResource>

/** 扣款信息: taxes and fees deducted per declaration (by 清单编号) or parcel (by 运单号). */
export default function DeductInfoListPage() {
  return <ResourcePage<Row> resource={customsDeductionResource} />
}
