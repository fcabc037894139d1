import { Body1, Button, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import type { RecruitJob } from '@portico/contract'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { messageOf } from '../../../components/form/messageOf'
import { useLoaded } from '../../../components/form/useLoaded'
import { LoadState } from '../layout/LoadState'
import { PortalCard } from '../layout/PortalCard'
import { recruitApi } from '../recruitApi'
import { ResumeView } from './ResumeView'
import { useJobOfQuery } from './useJobOfQuery'

function SubmitBar({ job }: { job: RecruitJob }) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function submit() {
    setBusy(true)
    setError(null)
    try {
      await recruitApi.submit(job.id)
      navigate(`/resumeSuccess?jobId=${job.id}`, { replace: true })
    } catch (failure) {
      setError(messageOf(failure, '投递失败'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Body1>
        投递职位：<strong>{job.jobName}</strong>（{job.cityName}）
      </Body1>
      <div style={{ display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' }}>
        <Button onClick={() => navigate(`/resume?jobId=${job.id}`)}>返回修改</Button>
        <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
          {busy ? '投递中…' : '确认投递'}
        </Button>
      </div>
    </>
  )
}

/** /resumeConfirm (ResumeConfirm): the whole résumé read-only, then 确认投递 to the job of `?jobId=`. */
export default function ResumeConfirmPage() {
  const job = useJobOfQuery()
  const draft = useLoaded(recruitApi.draft, '简历加载失败')
  return (
    <PortalCard title="确认简历" headingLevel={1}>
      <LoadState data={draft.data} error={draft.error}>
        {({ content }) => <ResumeView content={content} headingLevel={2} />}
      </LoadState>
      {job.jobId ? (
        <LoadState data={job.data} error={job.error}>
          {(found) => <SubmitBar job={found} />}
        </LoadState>
      ) : (
        <Body1>如需投递，请先在职位列表中选择职位。</Body1>
      )}
    </PortalCard>
  )
}
