import { type ResumeContent, resumeProblems } from '@portico/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { recruitApplication, recruitJob, recruitResume } from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import { isUniqueViolation } from '../../http/errors'
import { newId } from '../shared/ids'
import { basicOf, cleanResume } from './resume-content'

export async function resumeDraftOf(db: Db, intervieweeId: string) {
  const rows = await db.select().from(recruitResume).where(eq(recruitResume.intervieweeId, intervieweeId))
  return rows[0]
}

/** Saves the résumé as typed (incomplete is fine); only the template's fields and the owner's files are kept. */
export async function saveResumeDraft(db: Db, intervieweeId: string, raw: unknown, at = new Date()) {
  const content = cleanResume(raw, intervieweeId)
  await db
    .insert(recruitResume)
    .values({ intervieweeId, content, updateTime: at })
    .onConflictDoUpdate({ target: recruitResume.intervieweeId, set: { content, updateTime: at } })
}

/** Why this interviewee may not apply to this job now, or undefined. */
export async function applicationProblem(
  db: Db,
  intervieweeId: string,
  jobId: string | undefined,
): Promise<string | undefined> {
  if (!jobId) return '请选择要投递的职位'
  const jobs = await db.select().from(recruitJob).where(eq(recruitJob.id, jobId))
  if (jobs[0]?.status !== '1') return '该职位不存在或已停止招聘'
  const earlier = await db
    .select({ id: recruitApplication.id })
    .from(recruitApplication)
    .where(and(eq(recruitApplication.intervieweeId, intervieweeId), eq(recruitApplication.jobId, jobId)))
  if (earlier.length > 0) return '您已投递过该职位，请勿重复投递'
  const draft = await resumeDraftOf(db, intervieweeId)
  if (!draft) return '请先填写简历'
  return resumeProblems(draft.content as ResumeContent)[0]
}

/** Applies to a published job with the saved, complete résumé (a copy goes with the application); answers its id. */
export async function submitApplication(
  db: Db,
  interviewee: { id: string; phone: string },
  jobId: string | undefined,
  at = new Date(),
): Promise<string> {
  const problem = await applicationProblem(db, interviewee.id, jobId)
  if (problem || !jobId) throw badRequest(problem ?? '请选择要投递的职位')
  const content = (await resumeDraftOf(db, interviewee.id))?.content as ResumeContent
  const basic = basicOf(content)
  const [job] = await db.select().from(recruitJob).where(eq(recruitJob.id, jobId))
  const id = newId()
  try {
    await db.insert(recruitApplication).values({
      id,
      intervieweeId: interviewee.id,
      jobId,
      resume: content,
      name: basic.name ?? '',
      jobName: job?.jobName ?? '',
      phone: basic.phone ?? interviewee.phone,
      status: 'submitted',
      createTime: at,
      updateTime: at,
    })
  } catch (error) {
    // Two submissions racing: the unique index lets one through.
    if (isUniqueViolation(error)) throw conflict('您已投递过该职位，请勿重复投递')
    throw error
  }
  return id
}
