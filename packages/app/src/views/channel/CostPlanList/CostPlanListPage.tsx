import { costPlanResource } from '@portico/contract'
import { PlanListPage } from '../shared/PlanListPage'

/** 成本方案: what each channel costs the platform, per destination zone and period, with 价格表 and 试算. */
export default function CostPlanListPage() {
  return <PlanListPage resource={costPlanResource} withCustomer={false} />
}
