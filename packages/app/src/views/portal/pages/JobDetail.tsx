import { Button, makeStyles, Subtitle2, Title3, tokens } from '@fluentui/react-components'
import { ArrowLeft24Regular } from '@fluentui/react-icons'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLoaded } from '../../../components/form/useLoaded'
import { useSession } from '../../../session/useSession'
import { HtmlContent } from '../layout/HtmlContent'
import { LoadState } from '../layout/LoadState'
import { PortalCard } from '../layout/PortalCard'
import { usePortal } from '../layout/PortalContext'
import { recruitApi } from '../recruitApi'
import { jobFacts } from './jobFacts'

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingVerticalS,
    margin: 0,
    '@media (max-width: 767.99px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  detail: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
})

/** 职位详情 with 投递简历: visitors are asked to log in first. */
export function JobDetail({ id }: { id: string }) {
  const styles = useStyles()
  const navigate = useNavigate()
  const session = useSession()
  const { openDialog } = usePortal()
  const load = useCallback(() => recruitApi.job(id), [id])
  const { data, error } = useLoaded(load, '职位加载失败')
  const apply = () =>
    session.kind === 'interviewee' ? navigate(`/submitResume?jobId=${id}`) : openDialog('login')
  return (
    <PortalCard
      title="职位详情"
      actions={
        <Button
          appearance="subtle"
          icon={<ArrowLeft24Regular />}
          onClick={() => navigate('/zhaopin/home/job')}
        >
          返回职位列表
        </Button>
      }
    >
      <LoadState data={data} error={error}>
        {(job) => (
          <>
            <Title3 as="h1">{job.jobName}</Title3>
            <dl className={styles.facts}>
              {jobFacts(job).map(([term, value]) => (
                <div key={term}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.detail}>{value}</dd>
                </div>
              ))}
            </dl>
            <Subtitle2 as="h2">岗位要求</Subtitle2>
            <HtmlContent html={job.requirements} />
            <div className={styles.actions}>
              <Button appearance="primary" size="large" onClick={apply}>
                投递简历
              </Button>
            </div>
          </>
        )}
      </LoadState>
    </PortalCard>
  )
}
