import type { SysAnnouncement } from '@portico/contract'
import { useState } from 'react'
import { ListPage } from '../../../components/ListPage/ListPage'
import type { ListPageContext, ListPageProps } from '../../../components/ListPage/ListPage.types'
import { AnnouncementModal } from '../../../components/notices/AnnouncementModal'
import { AnnouncementFormDialog } from './AnnouncementFormDialog'
import { announcementColumns, announcementSearchFields } from './announcement'

const BASE = '/sys/annountCement'

/** 发布 / 撤销: JeecgBoot's GET calls; the list reloads with the new state. */
async function publish(
  path: 'doReleaseData' | 'doReovkeData',
  row: SysAnnouncement,
  c: ListPageContext<SysAnnouncement>,
) {
  const reply = await c.http.get(`${BASE}/${path}`, { id: row.id })
  if (reply.success) c.notify.success(reply.message)
  else c.notify.warning(reply.message)
  await c.list.reload()
}

/** 系统通告: add and edit drafts, publish them to every user or chosen ones (the bell gets them at once), revoke. */
export default function AnnouncementListPage() {
  const [viewing, setViewing] = useState<SysAnnouncement | null>(null)
  const props: ListPageProps<SysAnnouncement> = {
    entity: '通告',
    measureWord: '条',
    rowLabel: (row) => row.titile,
    urls: { list: `${BASE}/list`, delete: `${BASE}/delete`, deleteBatch: `${BASE}/deleteBatch` },
    permissionPrefix: 'system:announcement',
    searchFields: announcementSearchFields,
    columns: announcementColumns,
    actionsWidth: 170,
    addLabel: '新增',
    form: AnnouncementFormDialog,
    prepareQuery: (query) => (query.titile ? { ...query, titile: `*${query.titile}*` } : query),
    emptyText: '暂无通告',
    rowActions: [
      { key: 'view', permission: 'list', label: '查看', run: (row) => setViewing(row) },
      {
        key: 'release',
        permission: 'release',
        label: '发布',
        run: (row, c) =>
          c.confirm({
            content: `确定发布通告 ${row.titile} 吗? 发布后接收人立即收到。`,
            onConfirm: () => publish('doReleaseData', row, c),
          }),
      },
      {
        key: 'revoke',
        permission: 'release',
        label: '撤销',
        run: (row, c) =>
          c.confirm({
            content: `确定撤销通告 ${row.titile} 吗?`,
            onConfirm: () => publish('doReovkeData', row, c),
          }),
      },
    ],
    // JeecgBoot: a draft can be edited and published; a published one only revoked.
    rowActionFilter: (key, row) => {
      if (key === 'edit' || key === 'release') return row.sendStatus === '0'
      if (key === 'revoke') return row.sendStatus === '1'
      return true
    },
  }
  return (
    <>
      <ListPage {...props} />
      <AnnouncementModal announcement={viewing} onClose={() => setViewing(null)} />
    </>
  )
}
