import { Body1, makeStyles, Spinner, tokens } from '@fluentui/react-components'
import { AppLink } from '../../../components/AppLink'
import { FormError } from '../../../components/form/FormFeedback'
import { useLoaded } from '../../../components/form/useLoaded'
import type { AccountApi } from '../accountApi'

const useStyles = makeStyles({ root: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '480px' } })

/** 新消息通知: what is waiting for the user (GET /sys/annountCement/listByUser) and where to read it. */
export function NotificationSettings({ api }: { api: AccountApi }) {
  const styles = useStyles()
  const { data: counts, error } = useLoaded(api.unreadCounts, '加载消息失败')

  return (
    <section className={styles.root} aria-label="新消息通知">
      <FormError message={error} />
      {!counts && !error && <Spinner size="tiny" label="加载中…" />}
      {counts && (
        <Body1 role="status">
          未读通知 {counts.annt} 条，未读系统消息 {counts.sys} 条。新消息会实时出现在页头的铃铛中。
        </Body1>
      )}
      <Body1>
        通知公告和系统消息都可在 <AppLink to="/isps/userAnnouncement">我的消息</AppLink> 中查看和标记已读。
      </Body1>
    </section>
  )
}
