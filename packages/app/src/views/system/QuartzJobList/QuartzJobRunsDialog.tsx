import { Button } from '@fluentui/react-components'
import { quartzActions } from '@portico/contract'
import { useListPage } from '@portico/grid'
import { ModalDialog } from '@portico/ui'
import { ListTable } from '../../../components/list/ListTable'
import type { QuartzJob, QuartzJobRun } from './quartzJob.types'
import { quartzJobRunColumns } from './quartzJobColumns'

function Runs({ job }: { job: QuartzJob }) {
  const list = useListPage<QuartzJobRun>({
    url: { list: quartzActions.logList.path },
    queryParam: { jobId: job.id },
  })
  return <ListTable list={list} columns={quartzJobRunColumns} aria-label={`${job.jobClassName} 运行日志`} />
}

/** A job's runs, newest first: when it was due, when it started and ended, and how it went. */
export function QuartzJobRunsDialog({ job, onClose }: { job: QuartzJob | null; onClose: () => void }) {
  return (
    <ModalDialog
      open={job !== null}
      title={`运行日志${job ? ` - ${job.description || job.jobClassName}` : ''}`}
      width={1200}
      onClose={onClose}
      actions={
        <Button appearance="secondary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      {job && <Runs job={job} />}
    </ModalDialog>
  )
}
