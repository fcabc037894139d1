import { Button, CounterBadge, makeStyles } from '@fluentui/react-components'
import { Mail24Regular } from '@fluentui/react-icons'
import { useNavigate } from 'react-router-dom'
import { usePortal } from './PortalContext'

const useStyles = makeStyles({
  root: { position: 'relative', display: 'inline-flex' },
  // Beside the button, not in it: the button's name says the count in words, the badge only shows it.
  badge: { position: 'absolute', top: '2px', right: '2px', pointerEvents: 'none' },
})

/** 我的消息 in the header, with the interviewee's unread count. */
export function MailButton() {
  const styles = useStyles()
  const navigate = useNavigate()
  const { unread } = usePortal()
  return (
    <span className={styles.root}>
      <Button
        appearance="subtle"
        icon={<Mail24Regular />}
        aria-label={unread > 0 ? `我的消息（${unread}条未读）` : '我的消息'}
        onClick={() => navigate('/zhaopin/home/person/mail')}
      />
      <CounterBadge className={styles.badge} count={unread} size="small" color="danger" aria-hidden />
    </span>
  )
}
