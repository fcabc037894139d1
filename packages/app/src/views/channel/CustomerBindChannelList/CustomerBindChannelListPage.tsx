import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { customerChannelResource, type ResourceRecordOf, salePlanResource } from '@portico/contract'
import { useState } from 'react'
import { ResourcePage } from '../../../components/ResourcePage'
import { PlanListPage } from '../shared/PlanListPage'
import { StatusBadge } from '../shared/StatusBadge'

type Binding = ResourceRecordOf<typeof customerChannelResource>

const useStyles = makeStyles({ root: { display: 'grid', gap: tokens.spacingVerticalM } })
const cells = { status: (row: Binding) => <StatusBadge row={row} /> }

/** 客户绑定渠道: the channels each customer may use, and the sale plans (customer prices) of those channels. */
export default function CustomerBindChannelListPage() {
  const styles = useStyles()
  const [tab, setTab] = useState<'bind' | 'sale'>('bind')
  return (
    <div className={styles.root}>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as 'bind' | 'sale')}>
        <Tab value="bind">绑定渠道</Tab>
        <Tab value="sale">销售方案</Tab>
      </TabList>
      {tab === 'bind' ? (
        <ResourcePage<Binding> resource={customerChannelResource} cells={cells} addLabel="绑定" />
      ) : (
        <PlanListPage resource={salePlanResource} withCustomer />
      )}
    </div>
  )
}
