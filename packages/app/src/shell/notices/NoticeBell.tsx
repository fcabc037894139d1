import {
  Button,
  Caption1,
  CounterBadge,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components'
import { Alert24Regular } from '@fluentui/react-icons'
import type { AnnouncementsByUser, SysAnnouncement } from '@portico/contract'
import { useState } from 'react'
import { PriorityTag } from '../../components/notices/PriorityTag'
import { useTexts } from '../../i18n'

export interface NoticeBellProps {
  notices: AnnouncementsByUser
  loading?: boolean
  error?: string | null
  onPick: (announcement: SysAnnouncement) => void
  /** 查看更多: the 'my announcements' page. */
  onMore: () => void
}

const useStyles = makeStyles({
  trigger: { position: 'relative' },
  badge: { position: 'absolute', top: '0', right: '0', pointerEvents: 'none' },
  surface: { width: '340px', padding: '0', display: 'grid' },
  list: { maxHeight: '360px', overflowY: 'auto', margin: '0', padding: '0', listStyle: 'none' },
  entry: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    width: '100%',
    textAlign: 'start',
    justifyContent: 'stretch',
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    borderRadius: '0',
  },
  entryTitle: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalS },
})

type Category = 'annt' | 'sys'

/** The header's notice bell (spec §2): 通知(n) and 系统消息(n), priority tags, 查看更多. */
export function NoticeBell({ notices, loading, error, onPick, onMore }: NoticeBellProps) {
  const styles = useStyles()
  const { t } = useTexts()
  const [open, setOpen] = useState(false)
  const [category, setCategory] = useState<Category>('annt')
  const total = notices.anntMsgTotal + notices.sysMsgTotal
  const entries = category === 'annt' ? notices.anntMsgList : notices.sysMsgList

  function pick(announcement: SysAnnouncement) {
    setOpen(false)
    onPick(announcement)
  }

  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button
          className={styles.trigger}
          appearance="subtle"
          icon={<Alert24Regular />}
          aria-label={total > 0 ? t('notice.unread', { count: total }) : t('notice.bell')}
        >
          {total > 0 && (
            <CounterBadge className={styles.badge} count={total} size="small" color="danger" aria-hidden />
          )}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('notice.bell')}>
        <TabList selectedValue={category} onTabSelect={(_, data) => setCategory(data.value as Category)}>
          <Tab value="annt">{t('notice.anntCount', { count: notices.anntMsgTotal })}</Tab>
          <Tab value="sys">{t('notice.sysCount', { count: notices.sysMsgTotal })}</Tab>
        </TabList>
        {loading && entries.length === 0 ? (
          <Spinner className={styles.empty} size="small" label={t('list.loading')} />
        ) : error ? (
          <Text className={styles.empty} role="alert">
            {error}
          </Text>
        ) : entries.length === 0 ? (
          <Text className={styles.empty}>{t('notice.empty')}</Text>
        ) : (
          <ul className={styles.list} aria-label={category === 'annt' ? t('notice.annt') : t('notice.sys')}>
            {entries.map((announcement) => (
              <li key={announcement.id}>
                <Button className={styles.entry} appearance="subtle" onClick={() => pick(announcement)}>
                  <span className={styles.entryTitle}>
                    <Text weight="semibold" truncate wrap={false}>
                      {announcement.titile}
                    </Text>
                    <PriorityTag priority={announcement.priority} />
                  </span>
                  <Caption1>{announcement.sendTime}</Caption1>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          <Button
            appearance="transparent"
            onClick={() => {
              setOpen(false)
              onMore()
            }}
          >
            {t('notice.more')}
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  )
}
