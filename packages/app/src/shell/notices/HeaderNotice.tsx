import type { SysAnnouncement } from '@portico/contract'
import { useNotify } from '@portico/ui'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { AnnouncementModal, type AnnouncementView } from './AnnouncementModal'
import { NoticeBell } from './NoticeBell'
import { useNotices } from './useNotices'

export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement'

export interface HeaderNoticeProps {
  userId: string | undefined
  token: string | null
  /** The path of the page a component-type announcement names in openPage, if the user has it. */
  pathOfPage: (openPage: string) => string | undefined
}

/** Opens what an announcement points at: a url page, or the page named by openPage with busId as the form id. */
export function useAnnouncementOpener(pathOfPage: HeaderNoticeProps['pathOfPage']) {
  const navigate = useNavigate()
  const notify = useNotify()
  return {
    openComponent(openPage: string, busId: string | null) {
      const path = pathOfPage(openPage)
      if (!path) return notify.warning(`未找到页面：${openPage}`)
      navigate(busId ? `${path}?id=${encodeURIComponent(busId)}` : path)
    },
    handleUrl(target: string | null | undefined) {
      if (!target) return
      if (/^https?:\/\//.test(target)) window.open(target, '_blank', 'noopener')
      else navigate(target)
    },
  }
}

/** The bell wired to the server: unread lists, live socket reloads, mark-read on click, the detail modal. */
export function HeaderNotice({ userId, token, pathOfPage }: HeaderNoticeProps) {
  const navigate = useNavigate()
  const notify = useNotify()
  const { notices, loading, error, markRead } = useNotices(userId, token)
  const opener = useAnnouncementOpener(pathOfPage)
  const [shown, setShown] = useState<AnnouncementView | null>(null)

  function pick(announcement: SysAnnouncement) {
    // Marking it read (and refreshing the counts) happens alongside. The modal opens once the bell's popover has
    // closed and handed focus back, so the two never fight over focus (which could leave the modal hidden from
    // assistive technology).
    if (announcement.openType === 'component' && announcement.openPage) {
      opener.openComponent(announcement.openPage, announcement.busId)
    } else window.setTimeout(() => setShown(announcement), 0)
    markRead(announcement.id).catch((failure: unknown) =>
      notify.warning(failure instanceof Error ? failure.message : '标记已读失败'),
    )
  }

  return (
    <>
      <NoticeBell
        notices={notices}
        loading={loading}
        error={error}
        onPick={pick}
        onMore={() => navigate(MY_ANNOUNCEMENTS_PATH)}
      />
      <AnnouncementModal
        announcement={shown}
        onClose={() => setShown(null)}
        onHandle={(announcement) => {
          setShown(null)
          opener.handleUrl(announcement.openPage)
        }}
      />
    </>
  )
}
