import { Button } from '@fluentui/react-components'
import { CheckmarkCircle20Regular } from '@fluentui/react-icons'
import type { AnnouncementSendModel } from '@portico/contract'
import { useListPage } from '@portico/grid'
import { useHttp, useNotify } from '@portico/ui'
import { useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { ListPageLayout } from '../../../components/ListPage/ListPageLayout'
import { createNoticeApi } from '../../../components/notices/noticeApi'
import { useAnnouncementOpener } from '../../../components/notices/useAnnouncementOpener'
import { useMenuPages } from '../../../navigation/useMenuPages'
import { userAnnouncementColumns, userAnnouncementSearchFields } from './userAnnouncementColumns'

/** 我的消息 (spec §2 /isps/userAnnouncement): every announcement sent to the user, read or not. */
export default function UserAnnouncementPage() {
  const http = useHttp()
  const notify = useNotify()
  const api = useMemo(() => createNoticeApi(http), [http])
  const location = useLocation()
  const list = useListPage<AnnouncementSendModel>({
    url: { list: api.myAnnouncementsUrl },
    defaultSort: { column: 'sendTime', order: 'desc' },
  })
  const opener = useAnnouncementOpener(useMenuPages().pathOfPage)

  async function view(row: AnnouncementSendModel) {
    if (row.readFlag !== '1') {
      await api.markRead(row.anntId).catch((failure: Error) => notify.warning(failure.message))
      void list.reload()
    }
    opener.open(row)
  }

  async function readAll() {
    try {
      notify.success(await api.readAll())
      await list.reload()
    } catch (failure) {
      notify.warning(failure instanceof Error ? failure.message : '操作失败')
    }
  }

  return (
    <ListPageLayout
      list={list}
      searchFields={userAnnouncementSearchFields}
      toolbarLabel="消息操作"
      tableLabel="我的消息"
      toolbar={
        <Button icon={<CheckmarkCircle20Regular />} onClick={readAll}>
          全部标注已读
        </Button>
      }
      columns={userAnnouncementColumns(view)}
      emptyText="暂无消息"
      tableId={location.pathname}
    >
      {opener.modal}
    </ListPageLayout>
  )
}
