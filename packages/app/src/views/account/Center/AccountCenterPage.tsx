import {
  Avatar,
  Body1,
  Button,
  Caption1,
  Card,
  makeStyles,
  Spinner,
  Subtitle1,
  Tag,
  TagGroup,
  Title3,
  tokens,
} from '@fluentui/react-components'
import { useHttp } from '@portico/ui'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { FormError } from '../../../components/form/FormFeedback'
import { useLoaded } from '../../../components/form/useLoaded'
import { type MessageKey, useTexts } from '../../../i18n'
import { useSession } from '../../../session/useSession'
import { createAccountApi } from '../accountApi'
import { avatarUrl } from '../Settings/AvatarSettings'
import { settingsPath } from '../Settings/settingsSections'

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 320px) 1fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 767.99px)': { gridTemplateColumns: '1fr' },
  },
  profile: { display: 'grid', justifyItems: 'center', gap: tokens.spacingVerticalS, textAlign: 'center' },
  details: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
})

/** 个人中心: who the signed-in user is, where they work, and the way to their settings. */
export default function AccountCenterPage() {
  const styles = useStyles()
  const http = useHttp()
  const api = useMemo(() => createAccountApi(http), [http])
  const navigate = useNavigate()
  const { userInfo: user } = useSession()
  const { t } = useTexts()
  const { data: departs, error } = useLoaded(api.departs, t('account.departsFailed'))

  const details: [MessageKey, string | null | undefined][] = [
    ['account.username', user?.username],
    ['account.workNo', user?.workNo],
    ['account.sex', user?.sex === 1 || user?.sex === 2 ? t(`account.sex.${user.sex}`) : null],
    ['account.birthday', user?.birthday],
    ['account.phone', user?.phone],
    ['account.email', user?.email],
    ['account.telephone', user?.telephone],
  ]

  return (
    <div className={styles.root}>
      <Card className={styles.profile}>
        <Avatar size={96} name={user?.realname} image={{ src: avatarUrl(user?.avatar) }} />
        <Title3 as="h2">{user?.realname}</Title3>
        <Caption1>{user?.username}</Caption1>
        <Button appearance="primary" onClick={() => navigate(settingsPath('base'))}>
          {t('account.editProfile')}
        </Button>
      </Card>
      <Card>
        <Subtitle1 as="h3">{t('account.basicInfo')}</Subtitle1>
        <dl className={styles.details}>
          {details.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{t(term)}</dt>
              <dd className={styles.value}>{value || t('account.notFilled')}</dd>
            </div>
          ))}
        </dl>
        <Subtitle1 as="h3">{t('account.departs')}</Subtitle1>
        <FormError message={error} />
        {!departs && !error && <Spinner size="tiny" label={t('list.loading')} />}
        {departs &&
          (departs.list.length ? (
            <TagGroup aria-label={t('account.departs')}>
              {departs.list.map((d) => (
                <Tag key={d.id} appearance={d.orgCode === departs.orgCode ? 'brand' : 'outline'}>
                  {d.departName}
                  {d.orgCode === departs.orgCode ? t('account.currentDepart') : ''}
                </Tag>
              ))}
            </TagGroup>
          ) : (
            <Body1>{t('account.noDeparts')}</Body1>
          ))}
      </Card>
    </div>
  )
}
