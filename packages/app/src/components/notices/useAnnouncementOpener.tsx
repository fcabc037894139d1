import { useNotify } from '@portico/ui'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { AnnouncementModal, type AnnouncementView } from './AnnouncementModal'

export interface OpenableAnnouncement extends AnnouncementView {
  busId: string | null
}

export interface AnnouncementOpenerOptions {
  /** Show the modal a tick later, once a closing popover has handed focus back. */
  deferModal?: boolean
}

/**
 * Opens an announcement: a component-type one goes to the page named by openPage (busId as the form id);
 * any other shows in the announcement modal, whose 去处理 follows a url announcement's openPage.
 * Render `modal` where the opener is used.
 */
export function useAnnouncementOpener(
  pathOfPage: (openPage: string) => string | undefined,
  { deferModal = false }: AnnouncementOpenerOptions = {},
) {
  const navigate = useNavigate()
  const notify = useNotify()
  const [shown, setShown] = useState<AnnouncementView | null>(null)

  function openComponent(openPage: string, busId: string | null) {
    const path = pathOfPage(openPage)
    if (!path) return notify.warning(`未找到页面：${openPage}`)
    navigate(busId ? `${path}?id=${encodeURIComponent(busId)}` : path)
  }

  function handleUrl(target: string | null | undefined) {
    if (!target) return
    if (/^https?:\/\//.test(target)) window.open(target, '_blank', 'noopener')
    else navigate(target)
  }

  function open(announcement: OpenableAnnouncement) {
    if (announcement.openType === 'component' && announcement.openPage)
      openComponent(announcement.openPage, announcement.busId)
    else if (deferModal) window.setTimeout(() => setShown(announcement), 0)
    else setShown(announcement)
  }

  const modal = (
    <AnnouncementModal
      announcement={shown}
      onClose={() => setShown(null)}
      onHandle={(announcement) => {
        setShown(null)
        handleUrl(announcement.openPage)
      }}
    />
  )
  return { open, modal }
}
