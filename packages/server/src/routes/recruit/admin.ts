import { APPLICATION_MOVES, APPLICATION_STATUS, type ApplicationStatus } from '@portico/contract'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  recruitApplication,
  recruitCompany,
  recruitJob,
  recruitNotice,
  recruitSmsOutbox,
} from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, notFound, ok } from '../../http/envelope'
import {
  dictField,
  listQuery,
  listQuerystring,
  selectPage,
  tableListSpec,
  toPage,
} from '../../services/query'
import { moveApplication } from '../../services/recruit/application-status'
import { jobRecords, noticeRecord } from '../../services/recruit/records'
import { provinceOf } from '../../services/recruit/regions'
import { formatDateTime } from '../../services/shared/dates'
import { newId } from '../../services/shared/ids'
import { sanitizeHtml } from '../../services/shared/sanitize'
import { splitIds } from '../../services/users/users-write'
import { listExcelRoutes } from '../list-excel'
import { objectSchema, str, strOrNum } from '../schemas'
import { COMPANY_ID, EMPTY_COMPANY } from './portal'

const tags = ['recruit-admin']
const ADMIN = '/recruit/admin'
export const RECRUIT_PERMS = {
  jobList: 'recruit:job:list',
  jobAdd: 'recruit:job:add',
  jobEdit: 'recruit:job:edit',
  jobPublish: 'recruit:job:publish',
  jobDelete: 'recruit:job:delete',
  noticeList: 'recruit:notice:list',
  noticeAdd: 'recruit:notice:add',
  noticeEdit: 'recruit:notice:edit',
  noticeDelete: 'recruit:notice:delete',
  companyEdit: 'recruit:company:edit',
  applicationList: 'recruit:application:list',
  applicationStatus: 'recruit:application:status',
  smsList: 'recruit:sms:list',
} as const

type Query = Record<string, string | number | undefined>
const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const

const JOB_LIST = tableListSpec(recruitJob, {
  jobName: 'string',
  departId: 'string',
  provinceId: 'string',
  cityId: 'string',
  status: dictField('recruit_job_status'),
  publishTime: 'datetime',
  createTime: 'datetime',
})
const NOTICE_LIST = tableListSpec(recruitNotice, {
  title: 'string',
  status: dictField('recruit_notice_status'),
  publishTime: 'datetime',
  createTime: 'datetime',
})
export const APPLICATION_LIST = tableListSpec(recruitApplication, {
  jobId: 'string',
  jobName: 'string',
  name: 'string',
  phone: 'string',
  status: dictField('recruit_application_status'),
  createTime: 'datetime',
  updateTime: 'datetime',
})
const SMS_LIST = tableListSpec(recruitSmsOutbox, { mobile: 'string', createTime: 'datetime' })

interface JobForm {
  id?: string
  jobName?: string
  departId?: string | null
  provinceId?: string
  cityId?: string
  headcount?: string | number
  salary?: string | null
  education?: string | null
  requirements?: string | null
}

function jobValues(form: JobForm) {
  const jobName = form.jobName?.trim() ?? ''
  if (!jobName) throw badRequest('请输入职位名称')
  if (jobName.length > 100) throw badRequest('职位名称最多100个字符')
  const province = provinceOf(form.provinceId ?? '')
  if (!province) throw badRequest('请选择省份')
  if (!province.cities.some((c) => c.id === form.cityId)) throw badRequest('请选择城市')
  const headcount = Number(form.headcount)
  if (!Number.isInteger(headcount) || headcount < 1 || headcount > 9999)
    throw badRequest('招聘人数应为1-9999的整数')
  const text = (value: string | null | undefined, label: string, max: number) => {
    const trimmed = value?.trim() ?? ''
    if (trimmed.length > max) throw badRequest(`${label}最多${max}个字符`)
    return trimmed || null
  }
  return {
    jobName,
    departId: form.departId || null,
    provinceId: province.id,
    cityId: form.cityId as string,
    headcount,
    salary: text(form.salary, '薪资', 50),
    education: text(form.education, '学历要求', 20),
    requirements: form.requirements ? sanitizeHtml(form.requirements) : null,
  }
}

/** 招聘管理 in the back office: jobs, notices, the company profile, applications and the SMS outbox. */
export const recruitAdminRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  // ---- jobs ----
  app.get<{ Querystring: Query }>(
    `${ADMIN}/job/list`,
    {
      config: { permission: RECRUIT_PERMS.jobList },
      schema: { tags, summary: 'Jobs (every status)', querystring: listQuerystring(JOB_LIST) },
    },
    async (request) => {
      const query = listQuery(JOB_LIST, request.query)
      const { rows, total } = await selectPage(db, recruitJob, query)
      return ok(toPage(await jobRecords(db, rows), total, query))
    },
  )

  app.get<{ Querystring: { id: string } }>(
    `${ADMIN}/job/queryById`,
    {
      config: { permission: RECRUIT_PERMS.jobList },
      schema: { tags, summary: 'One job', querystring: idQuery },
    },
    async (request) => {
      const rows = await db.select().from(recruitJob).where(eq(recruitJob.id, request.query.id))
      if (!rows[0]) throw notFound('未找到对应数据')
      return ok((await jobRecords(db, rows))[0])
    },
  )

  const jobBody = objectSchema({
    id: str,
    jobName: str,
    departId: { type: ['string', 'null'] },
    provinceId: str,
    cityId: str,
    headcount: strOrNum,
    salary: { type: ['string', 'null'] },
    education: { type: ['string', 'null'] },
    requirements: { type: ['string', 'null'] },
  })

  app.post<{ Body: JobForm }>(
    `${ADMIN}/job/add`,
    {
      config: { permission: RECRUIT_PERMS.jobAdd },
      schema: { tags, summary: 'Add a job (as a draft)', body: jobBody },
    },
    async (request) => {
      const id = newId()
      const now = new Date()
      await db.insert(recruitJob).values({
        ...jobValues(request.body ?? {}),
        id,
        status: '0',
        createBy: request.user!.username,
        createTime: now,
        updateTime: now,
      })
      return ok(id, '添加成功！')
    },
  )

  const editJob = async (request: { body: JobForm }) => {
    if (!request.body?.id) throw badRequest('缺少职位id')
    const rows = await db
      .update(recruitJob)
      .set({ ...jobValues(request.body), updateTime: new Date() })
      .where(eq(recruitJob.id, request.body.id))
      .returning({ id: recruitJob.id })
    if (rows.length === 0) throw notFound('未找到对应数据')
    return ok(null, '编辑成功!')
  }
  const editJobOptions = {
    config: { permission: RECRUIT_PERMS.jobEdit },
    schema: { tags, summary: 'Edit a job', body: jobBody },
  } as const
  app.put<{ Body: JobForm }>(`${ADMIN}/job/edit`, editJobOptions, editJob)
  app.post<{ Body: JobForm }>(`${ADMIN}/job/edit`, editJobOptions, editJob)

  for (const [action, status, message] of [
    ['publish', '1', '发布成功'],
    ['close', '2', '职位已关闭'],
  ] as const) {
    app.put<{ Querystring: { id: string } }>(
      `${ADMIN}/job/${action}`,
      {
        config: { permission: RECRUIT_PERMS.jobPublish },
        schema: {
          tags,
          summary: `${action === 'publish' ? 'Publish' : 'Close'} a job`,
          querystring: idQuery,
        },
      },
      async (request) => {
        const now = new Date()
        const rows = await db
          .update(recruitJob)
          .set({ status, updateTime: now, ...(status === '1' ? { publishTime: now } : {}) })
          .where(eq(recruitJob.id, request.query.id))
          .returning({ id: recruitJob.id })
        if (rows.length === 0) throw notFound('未找到对应数据')
        return ok(null, message)
      },
    )
  }

  // ---- notices ----
  app.get<{ Querystring: Query }>(
    `${ADMIN}/notice/list`,
    {
      config: { permission: RECRUIT_PERMS.noticeList },
      schema: { tags, summary: '招聘公告 (every status)', querystring: listQuerystring(NOTICE_LIST) },
    },
    async (request) => {
      const query = listQuery(NOTICE_LIST, request.query)
      const { rows, total } = await selectPage(db, recruitNotice, query)
      return ok(toPage(rows.map(noticeRecord), total, query))
    },
  )

  interface NoticeForm {
    id?: string
    title?: string
    content?: string
    status?: string
  }
  const noticeValues = (form: NoticeForm) => {
    const title = form.title?.trim() ?? ''
    if (!title) throw badRequest('请输入公告标题')
    if (title.length > 200) throw badRequest('公告标题最多200个字符')
    if (form.status !== undefined && form.status !== '0' && form.status !== '1')
      throw badRequest('状态不正确')
    return { title, content: sanitizeHtml(form.content ?? ''), status: form.status ?? '0' }
  }
  const noticeBody = objectSchema({ id: str, title: str, content: str, status: str })

  app.post<{ Body: NoticeForm }>(
    `${ADMIN}/notice/add`,
    {
      config: { permission: RECRUIT_PERMS.noticeEdit },
      schema: { tags, summary: 'Add a notice', body: noticeBody },
    },
    async (request) => {
      const values = noticeValues(request.body ?? {})
      const now = new Date()
      const id = newId()
      await db.insert(recruitNotice).values({
        ...values,
        id,
        publishTime: values.status === '1' ? now : null,
        createTime: now,
        updateTime: now,
      })
      return ok(id, '添加成功！')
    },
  )

  const editNotice = async (request: { body: NoticeForm }) => {
    if (!request.body?.id) throw badRequest('缺少公告id')
    const values = noticeValues(request.body)
    const [existing] = await db.select().from(recruitNotice).where(eq(recruitNotice.id, request.body.id))
    if (!existing) throw notFound('未找到对应数据')
    const now = new Date()
    await db
      .update(recruitNotice)
      .set({
        ...values,
        publishTime: values.status === '1' ? (existing.publishTime ?? now) : null,
        updateTime: now,
      })
      .where(eq(recruitNotice.id, existing.id))
    return ok(null, '编辑成功!')
  }
  const editNoticeOptions = {
    config: { permission: RECRUIT_PERMS.noticeEdit },
    schema: { tags, summary: 'Edit a notice', body: noticeBody },
  } as const
  app.put<{ Body: NoticeForm }>(`${ADMIN}/notice/edit`, editNoticeOptions, editNotice)
  app.post<{ Body: NoticeForm }>(`${ADMIN}/notice/edit`, editNoticeOptions, editNotice)

  // ---- deletes: notices any time; jobs only while nobody has applied ----
  const deletable = [
    { base: 'notice', table: recruitNotice, id: recruitNotice.id, permission: RECRUIT_PERMS.noticeDelete },
    { base: 'job', table: recruitJob, id: recruitJob.id, permission: RECRUIT_PERMS.jobDelete },
  ] as const
  for (const { base, table, id, permission } of deletable) {
    const remove = async (ids: string[]) => {
      if (ids.length === 0) throw badRequest('请选择一条记录！')
      if (base === 'job') {
        const applied = await db
          .select({ id: recruitApplication.id })
          .from(recruitApplication)
          .where(inArray(recruitApplication.jobId, ids))
          .limit(1)
        if (applied.length > 0) throw badRequest('已有人投递的职位不能删除，请改为关闭')
      }
      const rows = await db.delete(table).where(inArray(id, ids)).returning({ id })
      if (rows.length === 0) throw notFound('未找到对应数据')
    }
    app.delete<{ Querystring: { id: string } }>(
      `${ADMIN}/${base}/delete`,
      { config: { permission }, schema: { tags, summary: `Delete a ${base}`, querystring: idQuery } },
      async (request) => {
        await remove([request.query.id])
        return ok(null, '删除成功!')
      },
    )
    app.delete<{ Querystring: { ids: string } }>(
      `${ADMIN}/${base}/deleteBatch`,
      {
        config: { permission },
        schema: {
          tags,
          summary: `Delete ${base}s; ids comma-separated`,
          querystring: { type: 'object', properties: { ids: str }, required: ['ids'] },
        },
      },
      async (request) => {
        await remove(splitIds(request.query.ids))
        return ok(null, '批量删除成功!')
      },
    )
  }

  // ---- company profile ----
  app.get(
    `${ADMIN}/company`,
    { config: { permission: RECRUIT_PERMS.companyEdit }, schema: { tags, summary: 'The company profile' } },
    async () => {
      const [row] = await db.select().from(recruitCompany).where(eq(recruitCompany.id, COMPANY_ID))
      const { id: _id, updateTime: _t, ...profile } = row ?? { id: '', updateTime: null, ...EMPTY_COMPANY }
      return ok(profile)
    },
  )

  app.put<{ Body: Record<string, string | undefined> }>(
    `${ADMIN}/company`,
    {
      config: { permission: RECRUIT_PERMS.companyEdit },
      schema: {
        tags,
        summary: 'Save the company profile',
        body: objectSchema({
          name: str,
          introduction: str,
          address: str,
          phone: str,
          email: str,
          website: str,
        }),
      },
    },
    async (request) => {
      const body = request.body ?? {}
      const limits = { name: 100, address: 200, phone: 50, email: 100, website: 200 } as const
      const values = { ...EMPTY_COMPANY }
      for (const [key, max] of Object.entries(limits) as [keyof typeof limits, number][]) {
        const value = body[key]?.trim() ?? ''
        if (value.length > max) throw badRequest(`${key} 最多${max}个字符`)
        values[key] = value
      }
      if (!values.name) throw badRequest('请输入公司名称')
      values.introduction = sanitizeHtml(body.introduction ?? '')
      const now = new Date()
      await db
        .insert(recruitCompany)
        .values({ id: COMPANY_ID, ...values, updateTime: now })
        .onConflictDoUpdate({ target: recruitCompany.id, set: { ...values, updateTime: now } })
      return ok(null, '保存成功')
    },
  )

  // ---- applications ----
  const applicationRow = (row: typeof recruitApplication.$inferSelect, dictText = true) => ({
    id: row.id,
    jobId: row.jobId,
    jobName: row.jobName,
    name: row.name,
    phone: row.phone,
    status: row.status,
    ...(dictText
      ? { status_dictText: APPLICATION_STATUS[row.status as ApplicationStatus] ?? row.status }
      : {}),
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
    updateBy: row.updateBy,
  })

  app.get<{ Querystring: Query }>(
    `${ADMIN}/application/list`,
    {
      config: { permission: RECRUIT_PERMS.applicationList },
      schema: {
        tags,
        summary: 'Applications (filter by jobId, status…)',
        querystring: listQuerystring(APPLICATION_LIST),
      },
    },
    async (request) => {
      const query = listQuery(APPLICATION_LIST, request.query)
      const { rows, total } = await selectPage(db, recruitApplication, query)
      return ok(
        toPage(
          rows.map((row) => applicationRow(row)),
          total,
          query,
        ),
      )
    },
  )

  app.get<{ Querystring: { id: string } }>(
    `${ADMIN}/application/queryById`,
    {
      config: { permission: RECRUIT_PERMS.applicationList },
      schema: { tags, summary: 'One application with the résumé as submitted', querystring: idQuery },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(recruitApplication)
        .where(eq(recruitApplication.id, request.query.id))
      if (!row) throw notFound('未找到对应数据')
      return ok({
        ...applicationRow(row),
        resume: row.resume,
        moves: APPLICATION_MOVES[row.status as ApplicationStatus] ?? [],
      })
    },
  )

  interface StatusBody {
    id?: string
    status?: string
    sendMessage?: boolean
    title?: string
    content?: string
  }
  app.put<{ Body: StatusBody }>(
    `${ADMIN}/application/status`,
    {
      config: { permission: RECRUIT_PERMS.applicationStatus },
      schema: {
        tags,
        summary:
          'Move an application (已投递 → 筛选通过 / 不合适 → 面试 → 录用 / 未录用); sendMessage sends title/content (default: the status template) to the interviewee',
        body: objectSchema(
          { id: str, status: str, sendMessage: { type: 'boolean' }, title: str, content: str },
          ['id', 'status'],
        ),
      },
    },
    async (request) => {
      const { id = '', status = '', sendMessage = false, title, content } = request.body
      return ok(
        null,
        await moveApplication(db, { id, status, sendMessage, title, content }, request.user!.username),
      )
    },
  )

  // ---- SMS outbox ----
  app.get<{ Querystring: Query }>(
    `${ADMIN}/sms/list`,
    {
      config: { permission: RECRUIT_PERMS.smsList },
      schema: {
        tags,
        summary: 'The SMS outbox, newest first (filter mobile)',
        querystring: listQuerystring(SMS_LIST),
      },
    },
    async (request) => {
      const query = listQuery(SMS_LIST, { column: 'createTime', order: 'desc', ...request.query })
      const { rows, total } = await selectPage(db, recruitSmsOutbox, query)
      return ok(
        toPage(
          rows.map((row) => ({ ...row, createTime: formatDateTime(row.createTime) })),
          total,
          query,
        ),
      )
    },
  )
}

/** 投递记录 as .xlsx: the list's filters, no paging. */
export const applicationExcelRoutes = listExcelRoutes({
  base: `${ADMIN}/application`,
  tags,
  sheet: {
    title: '投递记录',
    sheetName: '投递记录',
    fileName: '投递记录',
    key: 'recruit_application',
    columns: [
      { title: '姓名', field: 'name', width: 12 },
      { title: '手机号', field: 'phone', width: 14 },
      { title: '投递职位', field: 'jobName', width: 24 },
      { title: '状态', field: 'status', dictCode: 'recruit_application_status', width: 10 },
      { title: '投递时间', field: 'createTime', width: 20 },
    ],
  },
  list: APPLICATION_LIST,
  table: recruitApplication,
  id: recruitApplication.id,
  permissions: { exportXls: RECRUIT_PERMS.applicationList },
})
