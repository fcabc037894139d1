import { Button, Card, makeStyles, Toolbar, tokens } from '@fluentui/react-components'
import { CheckmarkCircle20Regular } from '@fluentui/react-icons'
import type { AnnouncementSendModel } from '@portico/contract'
import { useListPage } from '@portico/grid'
import { useHttp, useNotify } from '@portico/ui'
import { useMemo, useState } from 'react'
import { ListTable } from '../../../components/list/ListTable'
import { SearchForm } from '../../../components/list/SearchForm'
import { AnnouncementModal } from '../../../shell/notices/AnnouncementModal'
import { useAnnouncementOpener } from '../../../shell/notices/HeaderNotice'
import { createNoticeApi } from '../../../shell/notices/noticeApi'
import { useMenuPages } from '../../../shell/useMenuPages'
import { userAnnouncementColumns, userAnnouncementSearchFields } from './userAnnouncementColumns'

const useStyles = makeStyles({ card: { display: 'grid', gap: tokens.spacingVerticalM } })

/** 我的消息 (spec §2 /isps/userAnnouncement): every announcement sent to the user, read or not. */
export default function UserAnnouncementPage() {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const api = useMemo(() => createNoticeApi(http), [http])
  const list = useListPage<AnnouncementSendModel>({
    url: { list: api.myAnnouncementsUrl },
    defaultSort: { column: 'sendTime', order: 'desc' },
  })
  const opener = useAnnouncementOpener(useMenuPages().pathOfPage)
  const [shown, setShown] = useState<AnnouncementSendModel | null>(null)

  async function view(row: AnnouncementSendModel) {
    if (row.readFlag !== '1') {
      await api.markRead(row.anntId).catch((failure: Error) => notify.warning(failure.message))
      void list.reload()
    }
    if (row.openType === 'component' && row.openPage) opener.openComponent(row.openPage, row.busId)
    else setShown(row)
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
    <Card className={styles.card}>
      <SearchForm
        fields={userAnnouncementSearchFields}
        values={list.queryParam}
        onChange={list.setQueryParam}
        onSearch={list.search}
        onReset={list.reset}
      />
      <Toolbar aria-label="消息操作">
        <Button icon={<CheckmarkCircle20Regular />} onClick={readAll}>
          全部标注已读
        </Button>
      </Toolbar>
      <ListTable
        list={list}
        columns={userAnnouncementColumns(view)}
        aria-label="我的消息"
        emptyText="暂无消息"
      />
      <AnnouncementModal
        announcement={shown}
        onClose={() => setShown(null)}
        onHandle={(announcement) => {
          setShown(null)
          opener.handleUrl(announcement.openPage)
        }}
      />
    </Card>
  )
}
