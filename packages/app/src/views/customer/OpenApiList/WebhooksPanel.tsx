import { Button, Field, Input } from '@fluentui/react-components'
import {
  PARTNER_PERMS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointView,
  type WebhookEventType,
} from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { type Texts, useTexts } from '../../../i18n'
import { ChoiceChecks } from './ChoiceChecks'
import { SecretListPanel } from './SecretListPanel'
import { useReplyList } from './useReplyList'

type Created = WebhookEndpointView & { secret: string }

const eventTexts = ({ t }: Texts) =>
  Object.fromEntries(WEBHOOK_EVENT_TYPES.map((event) => [event, t(`webhookEvent.${event}`)])) as Record<
    WebhookEventType,
    string
  >

const columns = (
  remove: (endpoint: WebhookEndpointView) => void,
  canDelete: boolean,
  { t }: Texts,
): DataTableColumn<WebhookEndpointView>[] => [
  { key: 'url', title: '回调地址', width: 320 },
  {
    key: 'events',
    title: '订阅事件',
    width: 320,
    render: (endpoint) => endpoint.events.map((event) => t(`webhookEvent.${event}`)).join(', '),
  },
  {
    key: 'status',
    title: '状态',
    width: 80,
    render: (endpoint) => t(endpoint.status === '1' ? 'openApi.enabled' : 'openApi.disabled'),
  },
  { key: 'createTime', title: '创建时间', kind: 'datetime', width: 160 },
  {
    key: 'actions',
    title: '操作',
    width: 80,
    fixed: 'right',
    render: (endpoint) =>
      canDelete ? (
        <Button size="small" appearance="transparent" onClick={() => remove(endpoint)}>
          {t('openApi.delete')}
        </Button>
      ) : null,
  },
]

/** 回调地址: where the customer's system hears of its parcels' events; each push is signed with the shown-once secret. */
export function WebhooksPanel() {
  const http = useHttp()
  const notify = useNotify()
  const permissions = usePermissions()
  const { confirm, dialog } = useConfirm()
  const texts = useTexts()
  const { t } = texts
  const endpoints = useReplyList<WebhookEndpointView>('/customer/webhook/list')
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<WebhookEventType[]>([])

  const remove = (endpoint: WebhookEndpointView) =>
    confirm({
      title: t('openApi.deleteTitle'),
      content: t('openApi.deleteQuestion', { url: endpoint.url }),
      onConfirm: async () => {
        const reply = await http.post('/customer/webhook/delete', { id: endpoint.id })
        if (reply.success) notify.success(t('openApi.deleted'))
        else notify.error(reply.message)
        await endpoints.reload()
      },
    })

  return (
    <>
      <SecretListPanel<WebhookEndpointView, Created>
        label={t('openApi.webhooks')}
        list={endpoints}
        columns={columns(remove, permissions.allows(PARTNER_PERMS.webhookDelete), texts)}
        emptyText={t('openApi.noWebhooks')}
        canAdd={permissions.allows(PARTNER_PERMS.webhookAdd)}
        form={{
          addText: t('openApi.addWebhook'),
          title: t('openApi.addWebhook'),
          submitText: t('openApi.add'),
          url: '/customer/webhook/add',
          reset: () => {
            setUrl('')
            setEvents([...WEBHOOK_EVENT_TYPES])
          },
          check: () => {
            if (!url.trim()) return { problem: t('openApi.enterUrl') }
            if (events.length === 0) return { problem: t('openApi.chooseEvent') }
            return { body: { url: url.trim(), events } }
          },
          shown: (created) => ({ title: t('openApi.webhookAdded'), lines: [created.secret] }),
          fields: (
            <>
              <Field label={texts.label('回调地址')} required hint={t('openApi.urlHint')}>
                <Input type="url" value={url} maxLength={500} onChange={(_, data) => setUrl(data.value)} />
              </Field>
              <ChoiceChecks<WebhookEventType>
                label={texts.label('订阅事件')}
                options={WEBHOOK_EVENT_TYPES}
                text={eventTexts(texts)}
                value={events}
                onChange={setEvents}
              />
            </>
          ),
        }}
      />
      {dialog}
    </>
  )
}
