import type { SmsOutboxEntry } from '@portico/contract'
import { ListPage } from '../../components/ListPage/ListPage'
import type { ListPageProps } from '../../components/ListPage/ListPage.types'
import { NoForm } from './noForm'
import { ADMIN } from './recruitAdminApi'

const smsOutbox: ListPageProps<SmsOutboxEntry> = {
  entity: '短信',
  measureWord: '条',
  rowLabel: (row) => row.mobile,
  // Nothing is deleted from the outbox: its page grants no delete.
  urls: { list: `${ADMIN}/sms/list`, delete: `${ADMIN}/sms/delete`, deleteBatch: `${ADMIN}/sms/deleteBatch` },
  permissionPrefix: 'recruit:sms',
  searchFields: [{ name: 'mobile', label: '手机号', kind: 'text' }],
  columns: [
    { key: 'mobile', title: '手机号', width: 140 },
    { key: 'content', title: '短信内容', width: 420 },
    { key: 'createTime', title: '发送时间', sortable: true, width: 170 },
  ],
  actionsWidth: 0,
  addLabel: '新增',
  form: NoForm,
}

/** 短信发件箱: what the default SMS sender wrote instead of sending (codes of the portal's registrations). */
export default function SmsOutboxPage() {
  return <ListPage {...smsOutbox} />
}
