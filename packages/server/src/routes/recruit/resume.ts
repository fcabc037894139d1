import {
  RESUME_ATTACHMENT_EXTENSIONS,
  RESUME_ATTACHMENT_MAX_BYTES,
  RESUME_PHOTO_MAX_BYTES,
  RESUME_TEMPLATE,
  type ResumeContent,
  resumeProblems,
} from '@portico/contract'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client'
import { recruitApplication, recruitJob, recruitResume } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, conflict, HttpError, ok } from '../../http/envelope'
import { isUniqueViolation } from '../../http/errors'
import { formatBytes, readSingleFileForm } from '../../http/multipart'
import { extensionOf } from '../../services/files/file-types'
import { checkContent, storeUpload, validFileName } from '../../services/files/uploads'
import { currentInterviewee } from '../../services/recruit/interviewees'
import { applicationRecord, jobNames } from '../../services/recruit/records'
import { basicOf, cleanResume, emptyResume, resumeUploadBiz } from '../../services/recruit/resume-content'
import { formatDateTime } from '../../services/shared/dates'
import { newId } from '../../services/shared/ids'
import { objectSchema, str } from '../schemas'

const tags = ['recruit']
const own = { permission: 'interviewee' } as const
const BASE = '/recruit/resume'
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png']

async function draftOf(db: Db, intervieweeId: string) {
  const rows = await db.select().from(recruitResume).where(eq(recruitResume.intervieweeId, intervieweeId))
  return rows[0]
}

/** Why this interviewee may not apply to this job now, or undefined. */
async function submitProblem(
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
  const draft = await draftOf(db, intervieweeId)
  if (!draft) return '请先填写简历'
  return resumeProblems(draft.content as ResumeContent)[0]
}

/** The résumé of spec §7 Recruitment: template, draft, uploads, checkSubmit, submitResume and the applications. */
export const resumeRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, files } = deps

  app.post(
    `${BASE}/getResumeTemplate`,
    { config: { permission: 'public' }, schema: { tags, summary: 'Sections and fields of the résumé form' } },
    async () => ok(RESUME_TEMPLATE),
  )

  app.get(
    `${BASE}/draft`,
    { config: own, schema: { tags, summary: 'The saved résumé (empty sections when none)' } },
    async (request) => {
      const me = await currentInterviewee(db, request.intervieweeId)
      const draft = await draftOf(db, me.id)
      return ok({
        content: (draft?.content as ResumeContent | undefined) ?? emptyResume(),
        updateTime: formatDateTime(draft?.updateTime),
      })
    },
  )

  app.post<{ Body: { content?: unknown } }>(
    `${BASE}/draft`,
    {
      config: own,
      schema: {
        tags,
        summary: 'Save the résumé as typed (may be incomplete)',
        body: objectSchema({ content: {} }),
      },
    },
    async (request) => {
      const me = await currentInterviewee(db, request.intervieweeId)
      const content = cleanResume(request.body?.content, me.id)
      const now = new Date()
      await db
        .insert(recruitResume)
        .values({ intervieweeId: me.id, content, updateTime: now })
        .onConflictDoUpdate({ target: recruitResume.intervieweeId, set: { content, updateTime: now } })
      return ok({ updateTime: formatDateTime(now) }, '草稿已保存')
    },
  )

  app.post(
    `${BASE}/file/upload`,
    {
      config: own,
      schema: {
        tags,
        summary: `Multipart \`file\` + \`kind\` photo (jpg/png, ${formatBytes(RESUME_PHOTO_MAX_BYTES)}) or attachment (${RESUME_ATTACHMENT_EXTENSIONS.join('/')}, ${formatBytes(RESUME_ATTACHMENT_MAX_BYTES)}); the stored path comes back in \`message\``,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const me = await currentInterviewee(db, request.intervieweeId)
      const { file, fields } = await readSingleFileForm(request, deps.uploadMaxBytes)
      // The upload widgets name the kind in `biz`.
      const photo = (fields.kind ?? fields.biz) === 'photo'
      const name = validFileName(file.filename)
      const allowed: readonly string[] = photo ? IMAGE_EXTENSIONS : RESUME_ATTACHMENT_EXTENSIONS
      if (!allowed.includes(extensionOf(name)))
        throw badRequest(photo ? '照片只能是jpg或png图片' : `附件只支持${allowed.join('、')}格式`)
      const max = photo ? RESUME_PHOTO_MAX_BYTES : RESUME_ATTACHMENT_MAX_BYTES
      if (file.data.length > max)
        throw new HttpError(413, `${photo ? '照片' : '附件'}不能超过${formatBytes(max)}`)
      checkContent(name, file.data, file.mimetype)
      const key = await storeUpload(files, { biz: resumeUploadBiz(me.id), name, data: file.data })
      return ok(null, key, 0)
    },
  )

  app.post<{ Body: { jobId?: string } }>(
    `${BASE}/checkSubmit`,
    {
      config: own,
      schema: {
        tags,
        summary:
          'Whether the résumé may go to this job (complete, job open, not applied before): result false with the reason in message',
        body: objectSchema({ jobId: str }),
      },
    },
    async (request) => {
      const me = await currentInterviewee(db, request.intervieweeId)
      // A question, not a request to change anything: the answer is false with the reason, not an error.
      const problem = await submitProblem(db, me.id, request.body?.jobId)
      return problem ? ok(false, problem) : ok(true, '可以投递')
    },
  )

  app.post<{ Body: { jobId?: string } }>(
    `${BASE}/submitResume`,
    {
      config: own,
      schema: { tags, summary: 'Apply to a job with the saved résumé', body: objectSchema({ jobId: str }) },
    },
    async (request) => {
      const me = await currentInterviewee(db, request.intervieweeId)
      const jobId = request.body?.jobId
      const problem = await submitProblem(db, me.id, jobId)
      if (problem || !jobId) throw badRequest(problem ?? '请选择要投递的职位')
      const content = (await draftOf(db, me.id))?.content as ResumeContent
      const basic = basicOf(content)
      const [job] = await db.select().from(recruitJob).where(eq(recruitJob.id, jobId))
      const now = new Date()
      const id = newId()
      try {
        await db.insert(recruitApplication).values({
          id,
          intervieweeId: me.id,
          jobId,
          resume: content,
          name: basic.name ?? '',
          jobName: job?.jobName ?? '',
          phone: basic.phone ?? me.phone,
          status: 'submitted',
          createTime: now,
          updateTime: now,
        })
      } catch (error) {
        // Two submissions racing: the unique index lets one through.
        if (isUniqueViolation(error)) throw conflict('您已投递过该职位，请勿重复投递')
        throw error
      }
      return ok(id, '简历投递成功')
    },
  )

  app.post(
    `${BASE}/list`,
    {
      config: own,
      schema: { tags, summary: "The interviewee's applications with their status, newest first" },
    },
    async (request) => {
      const me = await currentInterviewee(db, request.intervieweeId)
      const rows = await db
        .select()
        .from(recruitApplication)
        .where(eq(recruitApplication.intervieweeId, me.id))
        .orderBy(desc(recruitApplication.createTime))
      const jobs = await jobNames(
        db,
        rows.map((r) => r.jobId),
      )
      return ok(rows.map((row) => applicationRecord(row, jobs.get(row.jobId))))
    },
  )
}
