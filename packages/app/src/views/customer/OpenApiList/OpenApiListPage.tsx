import { Link, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { ApiKeysPanel } from './ApiKeysPanel'
import { DeliveriesPanel } from './DeliveriesPanel'
import { WebhooksPanel } from './WebhooksPanel'

const useStyles = makeStyles({ page: { display: 'grid', gap: tokens.spacingVerticalM } })

const TABS = { keys: 'API密钥', webhooks: '回调地址', deliveries: '推送记录' } as const
type TabKey = keyof typeof TABS

/** 开放接口: a customer's API keys, webhook endpoints and deliveries for its own systems (the partner API). */
export default function OpenApiListPage() {
  const styles = useStyles()
  const [tab, setTab] = useState<TabKey>('keys')
  return (
    <div className={styles.page}>
      <Text>
        您的系统可用API密钥签名调用开放接口推送订单、查询轨迹和账单，并通过回调地址接收包裹事件。接口说明见
        <Link href="/jeecg-boot/docs" target="_blank">
          接口文档
        </Link>
        。
      </Text>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as TabKey)}>
        {(Object.keys(TABS) as TabKey[]).map((key) => (
          <Tab key={key} value={key}>
            {TABS[key]}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={TABS[tab]} className={styles.page}>
        {tab === 'keys' && <ApiKeysPanel />}
        {tab === 'webhooks' && <WebhooksPanel />}
        {tab === 'deliveries' && <DeliveriesPanel />}
      </div>
    </div>
  )
}
