export type { JobClassOption, QuartzJobRecord as QuartzJob, QuartzJobRun } from '@portico/contract'

/** The status of a job that fires (正常); -1 is 停止. */
export const JOB_RUNNING = 0
