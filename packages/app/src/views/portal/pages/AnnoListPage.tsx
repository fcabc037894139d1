import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { AppLink } from '../../../components/AppLink'
import { PriorityTag } from '../../../components/notices/PriorityTag'
import { LoadState } from '../layout/LoadState'
import { Pager } from '../layout/Pager'
import { PortalCard } from '../layout/PortalCard'
import { recruitApi } from '../recruitApi'
import { usePaged } from './usePaged'

const PAGE_SIZE = 10
const load = (pageNo: number) => recruitApi.announcements(pageNo, PAGE_SIZE)

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  time: { marginLeft: 'auto', color: tokens.colorNeutralForeground3 },
})

/** 通知公告 (/zhaopin/home/anno/list): the announcements published to everyone. */
export default function AnnoListPage() {
  const styles = useStyles()
  const { page, error, pageNo, setPageNo } = usePaged(load, '公告加载失败')
  return (
    <PortalCard title="通知公告" headingLevel={1}>
      <LoadState data={page} error={error}>
        {(result) =>
          result.records.length === 0 ? (
            <Body1>暂无公告</Body1>
          ) : (
            <>
              <ul className={styles.list}>
                {result.records.map((anno) => (
                  <li key={anno.id} className={styles.item}>
                    <PriorityTag priority={anno.priority} />
                    <AppLink to={`/zhaopin/home/anno/detail?id=${anno.id}`}>{anno.titile}</AppLink>
                    <Caption1 className={styles.time}>{anno.sendTime}</Caption1>
                  </li>
                ))}
              </ul>
              <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={result.total} onPage={setPageNo} />
            </>
          )
        }
      </LoadState>
    </PortalCard>
  )
}
