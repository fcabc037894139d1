import type { CompanyProfile } from '@portico/contract'
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { recruitCompany, recruitJob, recruitNotice, sysAnnouncement } from '../../db/schema'
import type { Deps } from '../../deps'
import { notFound, ok } from '../../http/envelope'
import { departTree } from '../../services/departs/depart-tree'
import { escapeLike, pageParams, toPage } from '../../services/query'
import { jobRecords, noticeRecord } from '../../services/recruit/records'
import { DEFAULT_PROVINCE_ID, PROVINCES, provinceOf } from '../../services/recruit/regions'
import { formatDateTime } from '../../services/shared/dates'
import { objectSchema, str, strOrNum } from '../schemas'

const tags = ['recruit']
const pub = { permission: 'public' } as const
const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const
const pageQuery = objectSchema({ pageNo: strOrNum, pageSize: strOrNum })

export const COMPANY_ID = 'company'
/** busType of the system announcements the portal shows (通知公告). */
export const PORTAL_BUS_TYPE = 'portal'
export const EMPTY_COMPANY: CompanyProfile = {
  name: '',
  introduction: '',
  address: '',
  phone: '',
  email: '',
  website: '',
}

interface JobListBody {
  pageNo?: number | string
  pageSize?: number | string
  provinceId?: string
  cityId?: string
  departId?: string
  jobName?: string
}

/** What visitors read: company, published jobs and notices, public announcements, the org tree and cities. */
export const portalRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  app.post<{ Body: JobListBody }>(
    '/recruit/job/list',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Published jobs, newest first; filters provinceId, cityId, departId, jobName (contains)',
        body: objectSchema({
          pageNo: strOrNum,
          pageSize: strOrNum,
          provinceId: str,
          cityId: str,
          departId: str,
          jobName: str,
        }),
      },
    },
    async (request) => {
      const query = request.body ?? {}
      const page = pageParams(query)
      const conditions: (SQL | undefined)[] = [eq(recruitJob.status, '1')]
      if (query.provinceId) conditions.push(eq(recruitJob.provinceId, query.provinceId))
      if (query.cityId) conditions.push(eq(recruitJob.cityId, query.cityId))
      if (query.departId) conditions.push(eq(recruitJob.departId, query.departId))
      if (query.jobName?.trim())
        conditions.push(ilike(recruitJob.jobName, `%${escapeLike(query.jobName.trim())}%`))
      const where = and(...conditions)
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(recruitJob)
          .where(where)
          .orderBy(desc(recruitJob.publishTime), desc(recruitJob.id))
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize),
        db.select({ n: count() }).from(recruitJob).where(where),
      ])
      return ok(toPage(await jobRecords(db, rows), Number(totals[0]?.n ?? 0), page))
    },
  )

  app.get<{ Querystring: { id: string } }>(
    '/recruit/job/detail',
    { config: pub, schema: { tags, summary: 'One published job', querystring: idQuery } },
    async (request) => {
      const rows = await db
        .select()
        .from(recruitJob)
        .where(and(eq(recruitJob.id, request.query.id), eq(recruitJob.status, '1')))
      if (!rows[0]) throw notFound('该职位不存在或已停止招聘')
      return ok((await jobRecords(db, rows))[0])
    },
  )

  app.get<{ Querystring: { provinceId?: string } }>(
    '/recruit/job/cityList',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Cities of a province (default 20)',
        querystring: objectSchema({ provinceId: str }),
      },
    },
    async (request) => ok(provinceOf(request.query.provinceId || DEFAULT_PROVINCE_ID)?.cities ?? []),
  )

  app.get(
    '/recruit/job/provinceList',
    { config: pub, schema: { tags, summary: 'Provinces the organisation recruits in' } },
    async () => ok(PROVINCES.map(({ id, name }) => ({ id, name }))),
  )

  app.get<{ Querystring: { pageNo?: string; pageSize?: string } }>(
    '/recruit/job/noticeList',
    {
      config: pub,
      schema: { tags, summary: '招聘公告: published notices, newest first', querystring: pageQuery },
    },
    async (request) => {
      const page = pageParams(request.query ?? {})
      const where = eq(recruitNotice.status, '1')
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(recruitNotice)
          .where(where)
          .orderBy(desc(recruitNotice.publishTime), desc(recruitNotice.id))
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize),
        db.select({ n: count() }).from(recruitNotice).where(where),
      ])
      return ok(toPage(rows.map(noticeRecord), Number(totals[0]?.n ?? 0), page))
    },
  )

  app.get(
    '/recruit/org/listOrgTree',
    {
      config: pub,
      schema: { tags, summary: 'The organisation as a department tree (id, key, title, children)' },
    },
    async () => ok(await departTree(db, null)),
  )

  app.get(
    '/recruit/company/info',
    { config: pub, schema: { tags, summary: '公司介绍: the company profile' } },
    async () => {
      const rows = await db.select().from(recruitCompany).where(eq(recruitCompany.id, COMPANY_ID))
      const {
        id: _id,
        updateTime: _updated,
        ...profile
      } = rows[0] ?? { id: '', updateTime: null, ...EMPTY_COMPANY }
      return ok(profile)
    },
  )

  // Staff announcements stay inside: only those released to everyone for the portal (busType portal) are public.
  const publicAnnouncement = and(
    eq(sysAnnouncement.sendStatus, '1'),
    eq(sysAnnouncement.msgType, 'ALL'),
    eq(sysAnnouncement.delFlag, '0'),
    eq(sysAnnouncement.busType, PORTAL_BUS_TYPE),
  )

  app.get<{ Querystring: { pageNo?: string; pageSize?: string } }>(
    '/recruit/anno/list',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Released announcements for everyone with busType portal, newest first',
        querystring: pageQuery,
      },
    },
    async (request) => {
      const page = pageParams(request.query ?? {})
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: sysAnnouncement.id,
            titile: sysAnnouncement.titile,
            sender: sysAnnouncement.sender,
            sendTime: sysAnnouncement.sendTime,
            msgAbstract: sysAnnouncement.msgAbstract,
            priority: sysAnnouncement.priority,
          })
          .from(sysAnnouncement)
          .where(publicAnnouncement)
          .orderBy(desc(sysAnnouncement.sendTime), desc(sysAnnouncement.id))
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize),
        db.select({ n: count() }).from(sysAnnouncement).where(publicAnnouncement),
      ])
      const records = rows.map((row) => ({ ...row, sendTime: formatDateTime(row.sendTime) }))
      return ok(toPage(records, Number(totals[0]?.n ?? 0), page))
    },
  )

  app.get<{ Querystring: { id: string } }>(
    '/recruit/anno/detail',
    {
      config: pub,
      schema: { tags, summary: 'One published announcement with its HTML body', querystring: idQuery },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(sysAnnouncement)
        .where(and(publicAnnouncement, eq(sysAnnouncement.id, request.query.id)))
      const row = rows[0]
      if (!row) throw notFound('公告不存在或已撤销')
      return ok({
        id: row.id,
        titile: row.titile,
        sender: row.sender,
        sendTime: formatDateTime(row.sendTime),
        msgContent: row.msgContent,
        priority: row.priority,
      })
    },
  )
}
