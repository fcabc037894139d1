import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  type RecruitApplication,
  type RecruitJob,
  type RecruitMessage,
  type RecruitNotice,
} from '@portico/contract'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { recruitJob, type recruitMessage, type recruitNotice, sysDepart } from '../../db/schema'
import { formatDateTime } from '../shared/dates'
import { cityName } from './regions'

type JobRow = typeof recruitJob.$inferSelect

export async function jobRecords(db: Db, rows: JobRow[]): Promise<RecruitJob[]> {
  const departIds = [...new Set(rows.map((r) => r.departId).filter((id): id is string => !!id))]
  const departs =
    departIds.length === 0
      ? []
      : await db
          .select({ id: sysDepart.id, name: sysDepart.departName })
          .from(sysDepart)
          .where(inArray(sysDepart.id, departIds))
  const names = new Map(departs.map((d) => [d.id, d.name]))
  return rows.map((row) => ({
    id: row.id,
    jobName: row.jobName,
    departId: row.departId,
    departName: row.departId ? (names.get(row.departId) ?? null) : null,
    provinceId: row.provinceId,
    cityId: row.cityId,
    cityName: cityName(row.provinceId, row.cityId),
    headcount: row.headcount,
    salary: row.salary,
    education: row.education,
    requirements: row.requirements,
    status: row.status,
    publishTime: formatDateTime(row.publishTime),
    createTime: formatDateTime(row.createTime),
  }))
}

export async function jobNames(db: Db, ids: string[]): Promise<Map<string, JobRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select()
    .from(recruitJob)
    .where(inArray(recruitJob.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r]))
}

export const noticeRecord = (row: typeof recruitNotice.$inferSelect): RecruitNotice => ({
  id: row.id,
  title: row.title,
  content: row.content,
  status: row.status,
  publishTime: formatDateTime(row.publishTime),
  createTime: formatDateTime(row.createTime),
})

export const messageRecord = (row: typeof recruitMessage.$inferSelect): RecruitMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  readFlag: row.readFlag,
  createTime: formatDateTime(row.createTime),
})

export function applicationRecord(
  row: { id: string; jobId: string; status: string; createTime: Date | null; updateTime: Date | null },
  job: JobRow | undefined,
): RecruitApplication {
  const status = row.status as ApplicationStatus
  return {
    id: row.id,
    jobId: row.jobId,
    jobName: job?.jobName ?? '（职位已删除）',
    cityName: job ? cityName(job.provinceId, job.cityId) : '',
    status,
    statusText: APPLICATION_STATUS[status] ?? row.status,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  }
}
