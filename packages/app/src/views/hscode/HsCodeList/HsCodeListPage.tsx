import { hsCodeResource, type ResourceRecordOf } from '@portico/contract'
import { ResourcePage } from '../../../components/ResourcePage'
import { StatusBadge } from '../../channel/shared/StatusBadge'

type HsCode = ResourceRecordOf<typeof hsCodeResource>

const cells = { status: (row: HsCode) => <StatusBadge row={row} /> }
const fieldOverrides = {
  declarationElements: { placeholder: '如 0:品牌类型;1:出口享惠情况;2:用途;3:材质;4:品牌;5:型号' },
  supervisionConditions: { placeholder: '如 AB，无则留空' },
}

/** HS编码: commodity codes with names, declaration elements, legal units, rebate rate and supervision conditions. */
export default function HsCodeListPage() {
  return <ResourcePage<HsCode> resource={hsCodeResource} cells={cells} fieldOverrides={fieldOverrides} />
}
