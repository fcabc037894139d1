import { Body1, makeStyles, Spinner, tokens } from '@fluentui/react-components'
import { AppLink } from '../../../components/AppLink'
import { FormError } from '../../../components/form/FormFeedback'
import { useLoaded } from '../../../components/form/useLoaded'
import { useTexts } from '../../../i18n'
import type { AccountApi } from '../accountApi'

const useStyles = makeStyles({ root: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '480px' } })

/** 新消息通知: what is waiting for the user (GET /sys/annountCement/listByUser) and where to read it. */
export function NotificationSettings({ api }: { api: AccountApi }) {
  const styles = useStyles()
  const { t } = useTexts()
  const { data: counts, error } = useLoaded(api.unreadCounts, t('account.messagesFailed'))

  return (
    <section className={styles.root} aria-label={t('account.section.notification')}>
      <FormError message={error} />
      {!counts && !error && <Spinner size="tiny" label={t('list.loading')} />}
      {counts && <Body1 role="status">{t('account.unread', { annt: counts.annt, sys: counts.sys })}</Body1>}
      <Body1>
        {t('account.messagesBefore')}
        <AppLink to="/isps/userAnnouncement">{t('account.myMessages')}</AppLink>
        {t('account.messagesAfter')}
      </Body1>
    </section>
  )
}
