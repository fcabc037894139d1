import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components'
import { PARTNER_PERMS, WEBHOOK_DELIVERY_STATUS_TEXT, type WebhookDeliveryView } from '@portico/contract'
import { DataTable, type DataTableColumn } from '@portico/grid'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { localiseColumns } from '../../../components/list/localiseColumns'
import { type Texts, useTexts } from '../../../i18n'
import { useReplyList } from './useReplyList'

const columns = (
  resend: (delivery: WebhookDeliveryView) => void,
  canResend: boolean,
  { t, dict }: Texts,
): DataTableColumn<WebhookDeliveryView>[] => [
  { key: 'createTime', title: '事件时间', kind: 'datetime', width: 160 },
  {
    key: 'eventType',
    title: '事件',
    width: 100,
    render: (delivery) => t(`webhookEvent.${delivery.eventType}`),
  },
  { key: 'url', title: '回调地址', width: 280 },
  {
    key: 'status',
    title: '状态',
    width: 80,
    render: (delivery) =>
      dict('webhook_delivery', delivery.status, WEBHOOK_DELIVERY_STATUS_TEXT[delivery.status]),
  },
  { key: 'attempts', title: '尝试次数', width: 80, align: 'right' },
  {
    key: 'lastStatusCode',
    title: '最近结果',
    width: 200,
    render: (delivery) =>
      delivery.lastError ?? (delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : ''),
  },
  { key: 'deliveredTime', title: '送达时间', kind: 'datetime', width: 160 },
  { key: 'eventId', title: '事件ID（幂等键）', width: 260 },
  {
    key: 'actions',
    title: '操作',
    width: 80,
    fixed: 'right',
    render: (delivery) =>
      canResend ? (
        <Button size="small" appearance="transparent" onClick={() => resend(delivery)}>
          {t('openApi.resend')}
        </Button>
      ) : null,
  },
]

/** 推送记录: every webhook delivery with its attempts so far; 重发 sends it again with the same event id. */
export function DeliveriesPanel() {
  const http = useHttp()
  const notify = useNotify()
  const permissions = usePermissions()
  const texts = useTexts()
  const { t, label } = texts
  const deliveries = useReplyList<WebhookDeliveryView>('/customer/webhook/deliveries', {
    pageNo: 1,
    pageSize: 50,
  })
  const resend = async (delivery: WebhookDeliveryView) => {
    const reply = await http.post('/customer/webhook/resend', { id: delivery.id })
    if (reply.success) notify.success(t('openApi.resendQueued'))
    else notify.error(reply.message)
    await deliveries.reload()
  }
  return (
    <>
      {deliveries.error && (
        <MessageBar intent="error">
          <MessageBarBody>{deliveries.error}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable<WebhookDeliveryView>
        aria-label={t('openApi.deliveries')}
        columns={localiseColumns(
          columns(
            (delivery) => void resend(delivery),
            permissions.allows(PARTNER_PERMS.webhookResend),
            texts,
          ),
          label,
        )}
        data={deliveries.rows}
        rowKey="id"
        loading={deliveries.loading}
        emptyText={t('openApi.noDeliveries')}
      />
    </>
  )
}
