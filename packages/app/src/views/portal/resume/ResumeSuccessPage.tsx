import { Body1, Button, makeStyles, Title3, tokens } from '@fluentui/react-components'
import { CheckmarkCircle48Filled } from '@fluentui/react-icons'
import { useNavigate } from 'react-router-dom'
import { PortalCard } from '../layout/PortalCard'
import { useJobOfQuery } from './useJobOfQuery'

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    padding: '24px 0',
  },
  icon: { color: tokens.colorPaletteGreenForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'center' },
})

/** /resumeSuccess (ResumeSuccess). */
export default function ResumeSuccessPage() {
  const styles = useStyles()
  const navigate = useNavigate()
  const job = useJobOfQuery()
  return (
    <PortalCard>
      <div className={styles.body}>
        <CheckmarkCircle48Filled className={styles.icon} />
        <Title3 as="h1">投递成功</Title3>
        <Body1>
          {job.data ? `您已成功投递「${job.data.jobName}」，` : ''}招聘进展将通过站内消息和短信通知您。
        </Body1>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => navigate('/zhaopin/home/person/center')}>
            查看我的投递
          </Button>
          <Button onClick={() => navigate('/zhaopin/home/job')}>继续浏览职位</Button>
        </div>
      </div>
    </PortalCard>
  )
}
