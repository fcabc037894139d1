import {
  RESUME_ATTACHMENT_EXTENSIONS,
  RESUME_ATTACHMENT_MAX_BYTES,
  RESUME_PHOTO_MAX_BYTES,
  RESUME_TEMPLATE,
  type ResumeContent,
} from '@portico/contract'
import { desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { recruitApplication } from '../../db/schema'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { formatBytes, readSingleFileForm } from '../../http/multipart'
import {
  applicationProblem,
  resumeDraftOf,
  saveResumeDraft,
  submitApplication,
} from '../../services/recruit/applications'
import { currentInterviewee } from '../../services/recruit/interviewees'
import { applicationRecord, jobNames } from '../../services/recruit/records'
import { emptyResume } from '../../services/recruit/resume-content'
import { storeResumeFile } from '../../services/recruit/resume-files'
import { formatDateTime } from '../../services/shared/dates'
import { objectSchema, str } from '../schemas'

const tags = ['recruit']
const own = { permission: 'interviewee' } as const
const BASE = '/recruit/resume'

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
      const draft = await resumeDraftOf(db, me.id)
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
      const now = new Date()
      await saveResumeDraft(db, me.id, request.body?.content, now)
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
      const kind = (fields.kind ?? fields.biz) === 'photo' ? 'photo' : 'attachment'
      const key = await storeResumeFile(files, me.id, { kind, ...file })
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
      const problem = await applicationProblem(db, me.id, request.body?.jobId)
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
      const id = await submitApplication(db, me, request.body?.jobId)
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
