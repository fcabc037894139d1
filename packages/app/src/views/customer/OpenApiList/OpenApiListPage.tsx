import { Link, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTexts } from '../../../i18n'
import { ApiKeysPanel } from './ApiKeysPanel'
import { DeliveriesPanel } from './DeliveriesPanel'
import { WebhooksPanel } from './WebhooksPanel'

const useStyles = makeStyles({ page: { display: 'grid', gap: tokens.spacingVerticalM } })

const TABS = { keys: 'openApi.keys', webhooks: 'openApi.webhooks', deliveries: 'openApi.deliveries' } as const
type TabKey = keyof typeof TABS

/** 开放接口: a customer's API keys, webhook endpoints and deliveries for its own systems (the partner API). */
export default function OpenApiListPage() {
  const styles = useStyles()
  const { t } = useTexts()
  const [tab, setTab] = useState<TabKey>('keys')
  return (
    <div className={styles.page}>
      <Text>
        {t('openApi.intro')}{' '}
        <Link href="/jeecg-boot/docs" target="_blank">
          {t('openApi.docs')}
        </Link>
        {t('openApi.introEnd')}
      </Text>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as TabKey)}>
        {(Object.keys(TABS) as TabKey[]).map((key) => (
          <Tab key={key} value={key}>
            {t(TABS[key])}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={t(TABS[tab])} className={styles.page}>
        {tab === 'keys' && <ApiKeysPanel />}
        {tab === 'webhooks' && <WebhooksPanel />}
        {tab === 'deliveries' && <DeliveriesPanel />}
      </div>
    </div>
  )
}
