import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'
import { useListPage } from '@portico/grid'
import { ListTable } from '../../../components/list/ListTable'
import { QUARTZ_BASE, type QuartzJob, type QuartzJobRun } from './quartzJob.types'
import { quartzJobRunColumns } from './quartzJobColumns'

function Runs({ job }: { job: QuartzJob }) {
  const list = useListPage<QuartzJobRun>({
    url: { list: `${QUARTZ_BASE}/logList` },
    queryParam: { jobId: job.id },
  })
  return <ListTable list={list} columns={quartzJobRunColumns} aria-label={`${job.jobClassName} 运行日志`} />
}

/** A job's runs, newest first: when it was due, when it started and ended, and how it went. */
export function QuartzJobRunsDialog({ job, onClose }: { job: QuartzJob | null; onClose: () => void }) {
  return (
    <Dialog open={job !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 1200, width: '100%' }}>
        <DialogBody>
          <DialogTitle>运行日志{job ? ` - ${job.description || job.jobClassName}` : ''}</DialogTitle>
          <DialogContent>{job && <Runs job={job} />}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
