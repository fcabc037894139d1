import type { SysAnnouncement } from '@portico/contract'
import { useNotify } from '@portico/ui'
import { useNavigate } from 'react-router-dom'
import { useAnnouncementOpener } from '../../components/notices/useAnnouncementOpener'
import { useTexts } from '../../i18n'
import { NoticeBell } from './NoticeBell'
import { useNotices } from './useNotices'

export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement'

export interface HeaderNoticeProps {
  userId: string | undefined
  token: string | null
  /** The path of the page a component-type announcement names in openPage, if the user has it. */
  pathOfPage: (openPage: string) => string | undefined
}

/** The bell wired to the server: unread lists, live socket reloads, mark-read on click, the detail modal. */
export function HeaderNotice({ userId, token, pathOfPage }: HeaderNoticeProps) {
  const navigate = useNavigate()
  const notify = useNotify()
  const { t } = useTexts()
  const { notices, loading, error, markRead } = useNotices(userId, token)
  // The modal opens once the bell's popover has closed and handed focus back, so the two never fight over
  // focus (which could leave the modal hidden from assistive technology).
  const opener = useAnnouncementOpener(pathOfPage, { deferModal: true })

  function pick(announcement: SysAnnouncement) {
    // Marking it read (and refreshing the counts) happens alongside.
    opener.open(announcement)
    markRead(announcement.id).catch((failure: unknown) =>
      notify.warning(failure instanceof Error ? failure.message : t('notice.markReadFailed')),
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
      {opener.modal}
    </>
  )
}
