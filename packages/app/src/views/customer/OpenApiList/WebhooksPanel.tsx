import { Button, Field, Input } from '@fluentui/react-components'
import {
  PARTNER_PERMS,
  WEBHOOK_EVENT_TEXT,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointView,
  type WebhookEventType,
} from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { useState } from 'react'
import { useConfirm } from '../../../components/ConfirmDialog'
import { ChoiceChecks } from './ChoiceChecks'
import { SecretListPanel } from './SecretListPanel'
import { useReplyList } from './useReplyList'

type Created = WebhookEndpointView & { secret: string }

const columns = (
  remove: (endpoint: WebhookEndpointView) => void,
  canDelete: boolean,
): DataTableColumn<WebhookEndpointView>[] => [
  { key: 'url', title: '回调地址', width: 320 },
  {
    key: 'events',
    title: '订阅事件',
    width: 320,
    render: (endpoint) => endpoint.events.map((event) => WEBHOOK_EVENT_TEXT[event] ?? event).join('、'),
  },
  {
    key: 'status',
    title: '状态',
    width: 80,
    render: (endpoint) => (endpoint.status === '1' ? '启用' : '停用'),
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
          删除
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
  const endpoints = useReplyList<WebhookEndpointView>('/customer/webhook/list')
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<WebhookEventType[]>([])

  const remove = (endpoint: WebhookEndpointView) =>
    confirm({
      title: '删除回调地址',
      content: `删除后不再向 ${endpoint.url} 推送，其推送记录一并删除。确定删除吗？`,
      onConfirm: async () => {
        const reply = await http.post('/customer/webhook/delete', { id: endpoint.id })
        if (reply.success) notify.success(reply.message || '删除成功!')
        else notify.error(reply.message)
        await endpoints.reload()
      },
    })

  return (
    <>
      <SecretListPanel<WebhookEndpointView, Created>
        label="回调地址"
        list={endpoints}
        columns={columns(remove, permissions.allows(PARTNER_PERMS.webhookDelete))}
        emptyText="还没有回调地址，添加后包裹入库、出库、清关、交付和妥投时会推送到您的系统"
        canAdd={permissions.allows(PARTNER_PERMS.webhookAdd)}
        form={{
          addText: '添加回调地址',
          title: '添加回调地址',
          submitText: '添加',
          url: '/customer/webhook/add',
          reset: () => {
            setUrl('')
            setEvents([...WEBHOOK_EVENT_TYPES])
          },
          check: () => {
            if (!url.trim()) return { problem: '请输入回调地址' }
            if (events.length === 0) return { problem: '请至少选择一个事件' }
            return { body: { url: url.trim(), events } }
          },
          shown: (created) => ({ title: '回调地址已添加，推送签名密钥：', lines: [created.secret] }),
          fields: (
            <>
              <Field label="回调地址" required hint="https:// 开头的公网地址">
                <Input type="url" value={url} maxLength={500} onChange={(_, data) => setUrl(data.value)} />
              </Field>
              <ChoiceChecks<WebhookEventType>
                label="订阅事件"
                options={WEBHOOK_EVENT_TYPES}
                text={WEBHOOK_EVENT_TEXT}
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
