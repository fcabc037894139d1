import { Body1, Button, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { messageOf } from '../../../components/form/messageOf'
import { LoadState } from '../layout/LoadState'
import { PortalCard } from '../layout/PortalCard'
import { recruitApi } from '../recruitApi'
import { useJobOfQuery } from './useJobOfQuery'

type Check = { kind: 'checking' } | { kind: 'ok' } | { kind: 'refused'; message: string }

/** /submitResume?jobId=: checkSubmit for the job, then on to complete the résumé or to confirm it. */
export default function SubmitResumePage() {
  const navigate = useNavigate()
  const job = useJobOfQuery()
  const [check, setCheck] = useState<Check>({ kind: 'checking' })

  useEffect(() => {
    if (!job.jobId) return
    let cancelled = false
    recruitApi
      .checkSubmit(job.jobId)
      .then(() => !cancelled && setCheck({ kind: 'ok' }))
      .catch(
        (failure) => !cancelled && setCheck({ kind: 'refused', message: messageOf(failure, '暂不能投递') }),
      )
    return () => {
      cancelled = true
    }
  }, [job.jobId])

  return (
    <PortalCard title="投递简历" headingLevel={1}>
      <LoadState data={job.data} error={job.error}>
        {(found) => (
          <>
            <Body1>
              投递职位：<strong>{found.jobName}</strong>（{found.cityName}）
            </Body1>
            {check.kind === 'checking' && <Spinner size="small" label="正在检查简历…" />}
            {check.kind === 'refused' && (
              <MessageBar intent="warning" role="alert">
                <MessageBarBody>{check.message}</MessageBarBody>
              </MessageBar>
            )}
            <div style={{ display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' }}>
              <Button onClick={() => navigate(`/resume?jobId=${found.id}`)}>
                {check.kind === 'refused' ? '完善简历' : '修改简历'}
              </Button>
              <Button
                appearance="primary"
                disabled={check.kind !== 'ok'}
                onClick={() => navigate(`/resumeConfirm?jobId=${found.id}`)}
              >
                下一步：确认简历
              </Button>
            </div>
          </>
        )}
      </LoadState>
    </PortalCard>
  )
}
