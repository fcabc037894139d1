import { Send20Regular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { EntityFormProps } from '../../../components/form/useEntityForm'
import { ListPage } from '../../../components/ListPage/ListPage'
import type { ListPageContext } from '../../../components/ListPage/ListPage.types'
import { MessageDetailDialog } from './MessageDetailDialog'
import { type MessageRow, messageColumns, messageQuery, messageSearchFields } from './messageColumns'
import { SendMessageDialog } from './SendMessageDialog'

const BASE = '/sys/message/sysMessage'

/** Messages are sent from a template (发送消息), never typed in as records. */
const NoForm = (_: EntityFormProps<MessageRow>) => null

async function resend(row: MessageRow, c: ListPageContext<MessageRow>) {
  const reply = await c.http.post(`${BASE}/resend`, { id: row.id })
  if (reply.success) c.notify.success(reply.message)
  else c.notify.warning(reply.message)
  await c.list.reload()
}

/** 消息管理: the messages sent by SMS, mail or the bell, their state and the channel's answer; 发送消息 and 重发. */
export default function MessageListPage() {
  const [viewing, setViewing] = useState<MessageRow | null>(null)
  const [sending, setSending] = useState<ListPageContext<MessageRow> | null>(null)
  return (
    <>
      <ListPage<MessageRow>
        entity="消息"
        measureWord="条"
        rowLabel={(row) => `${row.esTitle ?? ''} ${row.esReceiver}`}
        urls={{ list: `${BASE}/list`, delete: `${BASE}/delete`, deleteBatch: `${BASE}/deleteBatch` }}
        permissionPrefix="message"
        searchFields={messageSearchFields}
        columns={messageColumns}
        actionsWidth={140}
        addLabel="新增"
        form={NoForm}
        prepareQuery={messageQuery}
        emptyText="暂无消息"
        toolbarActions={[
          {
            key: 'send',
            permission: 'send',
            label: '发送消息',
            icon: <Send20Regular />,
            appearance: 'primary',
            run: (c) => setSending(c),
          },
        ]}
        rowActions={[
          { key: 'detail', permission: 'list', label: '详情', run: (row) => setViewing(row) },
          {
            key: 'resend',
            permission: 'send',
            label: '重发',
            run: (row, c) =>
              c.confirm({ content: `确定重发消息给 ${row.esReceiver} 吗?`, onConfirm: () => resend(row, c) }),
          },
        ]}
        rowActionFilter={(key, row) => key !== 'resend' || row.esSendStatus !== '1'}
      />
      <MessageDetailDialog row={viewing} onClose={() => setViewing(null)} />
      <SendMessageDialog
        open={sending !== null}
        onClose={() => setSending(null)}
        onSent={() => {
          void sending?.list.reload()
          setSending(null)
        }}
      />
    </>
  )
}
