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

const sexText: Record<number, string> = { 1: '男', 2: '女' }

/** 个人中心: who the signed-in user is, where they work, and the way to their settings. */
export default function AccountCenterPage() {
  const styles = useStyles()
  const http = useHttp()
  const api = useMemo(() => createAccountApi(http), [http])
  const navigate = useNavigate()
  const { userInfo: user } = useSession()
  const { data: departs, error } = useLoaded(api.departs, '加载部门失败')

  const details: [string, string | null | undefined][] = [
    ['用户账号', user?.username],
    ['工号', user?.workNo],
    ['性别', user?.sex ? sexText[user.sex] : null],
    ['生日', user?.birthday],
    ['手机号码', user?.phone],
    ['邮箱', user?.email],
    ['座机', user?.telephone],
  ]

  return (
    <div className={styles.root}>
      <Card className={styles.profile}>
        <Avatar size={96} name={user?.realname} image={{ src: avatarUrl(user?.avatar) }} />
        <Title3 as="h2">{user?.realname}</Title3>
        <Caption1>{user?.username}</Caption1>
        <Button appearance="primary" onClick={() => navigate(settingsPath('base'))}>
          编辑资料
        </Button>
      </Card>
      <Card>
        <Subtitle1 as="h3">基本信息</Subtitle1>
        <dl className={styles.details}>
          {details.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value || '未填写'}</dd>
            </div>
          ))}
        </dl>
        <Subtitle1 as="h3">所属部门</Subtitle1>
        <FormError message={error} />
        {!departs && !error && <Spinner size="tiny" label="加载中…" />}
        {departs &&
          (departs.list.length ? (
            <TagGroup aria-label="所属部门">
              {departs.list.map((d) => (
                <Tag key={d.id} appearance={d.orgCode === departs.orgCode ? 'brand' : 'outline'}>
                  {d.departName}
                  {d.orgCode === departs.orgCode ? '（当前）' : ''}
                </Tag>
              ))}
            </TagGroup>
          ) : (
            <Body1>您尚未设置部门信息!</Body1>
          ))}
      </Card>
    </div>
  )
}
