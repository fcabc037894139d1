import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { SafeHtml } from '@portico/ui'
import { useEffect, useState } from 'react'
import { PriorityTag } from './PriorityTag'

/** What the modal shows: an announcement from the bell or a row of 'my announcements'. */
export interface AnnouncementView {
  titile: string
  sender: string | null
  sendTime: string | null
  msgContent: string | null
  priority?: string | null
  openType?: string | null
  openPage?: string | null
}

export interface AnnouncementModalProps {
  announcement: AnnouncementView | null
  onClose: () => void
  /** For openType url: go to the page that handles it. */
  onHandle?: (announcement: AnnouncementView) => void
}

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: 'calc(100vw - 32px)' },
  meta: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
    flexWrap: 'wrap',
    color: tokens.colorNeutralForeground3,
    marginBottom: tokens.spacingVerticalM,
  },
  body: { overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } },
})

/** The announcement modal (spec §2): title, sender, send time, HTML body, 关闭, and 去处理 for url announcements. */
export function AnnouncementModal({ announcement, onClose, onHandle }: AnnouncementModalProps) {
  const styles = useStyles()
  // Keep showing the last announcement while the dialog closes: emptying it would drop focus out of the dialog.
  const [last, setLast] = useState(announcement)
  useEffect(() => {
    if (announcement) setLast(announcement)
  }, [announcement])
  // The announcement itself from the first open render on (the dialog takes its name from the title then).
  const shown = announcement ?? last
  return (
    <Dialog open={announcement !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        {shown && (
          <DialogBody>
            <DialogTitle>{shown.titile}</DialogTitle>
            <DialogContent>
              <div className={styles.meta}>
                <Caption1>发布人：{shown.sender ?? '—'}</Caption1>
                <Caption1>发布时间：{shown.sendTime ?? '—'}</Caption1>
                <PriorityTag priority={shown.priority} />
              </div>
              <SafeHtml className={styles.body} html={shown.msgContent} />
            </DialogContent>
            <DialogActions>
              {shown.openType === 'url' && onHandle && (
                <Button appearance="primary" onClick={() => onHandle(shown)}>
                  去处理
                </Button>
              )}
              <Button onClick={onClose}>关闭</Button>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  )
}
