import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { numberPoolResource, type ResourceRecordOf } from '@portico/contract'
import { useState } from 'react'
import { ResourcePage } from '../../../components/ResourcePage'
import { ImportTab } from './ImportTab'
import { ParcelsTab } from './ParcelsTab'

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
})

type NumberPool = ResourceRecordOf<typeof numberPoolResource>

/** Shopee工具: import Shopee order exports, assign tracking numbers from the channels' pools and print labels. */
export default function ShopeeUtilsPage() {
  const styles = useStyles()
  const [tab, setTab] = useState('import')
  const [version, setVersion] = useState(0)
  return (
    <div className={styles.page}>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(String(data.value))}>
        <Tab value="import">导入订单</Tab>
        <Tab value="parcels">分配单号 / 打印面单</Tab>
        <Tab value="pools">单号池</Tab>
      </TabList>
      {tab === 'import' && <ImportTab onImported={() => setVersion((v) => v + 1)} />}
      {tab === 'parcels' && <ParcelsTab version={version} />}
      {tab === 'pools' && <ResourcePage<NumberPool> resource={numberPoolResource} />}
    </div>
  )
}
