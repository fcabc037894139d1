import { Card, makeStyles, Subtitle1, Tab, TabList, tokens } from '@fluentui/react-components'
import { useHttp } from '@portico/ui'
import { useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useTexts } from '../../../i18n'
import { useSession } from '../../../session/useSession'
import { createAccountApi } from '../accountApi'
import { AvatarSettings } from './AvatarSettings'
import { BaseSettings } from './BaseSettings'
import { BindingSettings } from './BindingSettings'
import { CustomSettings } from './CustomSettings'
import { NotificationSettings } from './NotificationSettings'
import { SecuritySettings } from './SecuritySettings'
import {
  SETTINGS_SECTIONS,
  type SettingsSection,
  sectionOfPath,
  sectionTitle,
  settingsPath,
} from './settingsSections'

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, 200px) 1fr',
    gap: tokens.spacingHorizontalXL,
    '@media (max-width: 767.99px)': { gridTemplateColumns: '1fr' },
  },
  panel: { display: 'grid', gap: tokens.spacingVerticalL, alignContent: 'start' },
})

/** 账户设置 (spec §2 Account: settings base, avatar, binding, custom, notification, security), one route per section. */
export default function AccountSettingsPage() {
  const styles = useStyles()
  const http = useHttp()
  const api = useMemo(() => createAccountApi(http), [http])
  const { userInfo } = useSession()
  const navigate = useNavigate()
  const { t } = useTexts()
  const section = sectionOfPath(useLocation().pathname)
  const title = t(sectionTitle(section))

  const panels: Record<SettingsSection, React.ReactNode> = {
    base: <BaseSettings user={userInfo} api={api} />,
    avatar: <AvatarSettings user={userInfo} api={api} />,
    security: <SecuritySettings user={userInfo} api={api} />,
    binding: <BindingSettings user={userInfo} api={api} />,
    custom: <CustomSettings />,
    notification: <NotificationSettings api={api} />,
  }

  return (
    <Card className={styles.root}>
      <TabList
        vertical
        aria-label={t('user.account')}
        selectedValue={section}
        onTabSelect={(_, data) => navigate(settingsPath(data.value as SettingsSection))}
      >
        {SETTINGS_SECTIONS.map((key) => (
          <Tab key={key} value={key}>
            {t(sectionTitle(key))}
          </Tab>
        ))}
      </TabList>
      <div className={styles.panel} role="tabpanel" aria-label={title}>
        <Subtitle1 as="h2">{title}</Subtitle1>
        {/* Keyed by user so a saved profile re-reads its values. */}
        <div key={`${section}:${userInfo?.updateTime ?? ''}`}>{panels[section]}</div>
      </div>
    </Card>
  )
}
