/** A job as /sys/quartzJob/list answers it (JeecgBoot QuartzJob). */
export interface QuartzJob {
  id: string
  jobClassName: string
  cronExpression: string
  parameter: string | null
  description: string | null
  /** 0 正常, -1 停止. */
  status: number
  status_dictText?: string
  /** GMT+8, null while stopped. */
  nextFireTime: string | null
  createBy: string | null
  createTime: string | null
}

/** One run of a job, from /sys/quartzJob/logList. */
export interface QuartzJobRun {
  id: string
  triggerType: 'cron' | 'manual'
  fireTime: string
  misfire: number
  startTime: string
  endTime: string | null
  duration: number | null
  result: 'running' | 'success' | 'failed'
  message: string | null
  instance: string
}

export interface JobClassOption {
  value: string
  text: string
  parameterHint: string | null
}

export const QUARTZ_BASE = '/sys/quartzJob'
export const JOB_RUNNING = 0
