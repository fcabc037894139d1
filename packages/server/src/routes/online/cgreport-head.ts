import { CGREPORT_PERMS, type ReportDesignInput } from '@portico/contract'
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { onlCgreportHead, onlCgreportItem, onlCgreportParam } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, notFound, ok } from '../../http/envelope'
import { dictOptionsOf, type ReportDefinition } from '../../services/cgreport/definition'
import { checkDesign } from '../../services/cgreport/design-check'
import { runDesign } from '../../services/cgreport/design-run'
import {
  deleteDesignedReports,
  headWire,
  REPORT_NOT_FOUND,
  saveDesignedReport,
} from '../../services/cgreport/design-store'
import { escapeLike, pageParams, toPage } from '../../services/query'
import { splitIds } from '../../services/users/users-write'
import { str } from '../schemas'
import { sourceOf, sourceService, sourcesFor } from './cgreport-source'

const tags = ['online report design']
const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const
const headIdQuery = { type: 'object', properties: { headId: str }, required: ['headId'] } as const
const designBody = {
  type: 'object',
  properties: {
    head: { type: 'object', additionalProperties: true },
    design: { type: 'object', additionalProperties: true },
  },
  required: ['head', 'design'],
} as const

type DesignBody = { head: Record<string, unknown>; design: Record<string, unknown> }

/** JeecgBoot's add body may carry `head.cgrSql` (a SQL report): refused, a report here is designed, never typed. */
function refuseSql(body: DesignBody) {
  if (typeof body.head.cgrSql === 'string' && body.head.cgrSql.trim() !== '')
    throw badRequest('不支持SQL报表：请在报表设计中选择数据源、列和条件')
}

/**
 * 在线报表's designer under JeecgBoot's paths: the reports (head list, queryById, add, edit, delete), their items and
 * params, the sources a design may read and a live preview. A design is data checked against its source's
 * declaration; SQL reports seeded by developers are listed but not edited here.
 */
export const cgreportHeadRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  async function save(request: FastifyRequest<{ Body: DesignBody }>, id?: string) {
    const body = request.body
    refuseSql(body)
    const source = sourceOf(body.design.source)
    const service = await sourceService(deps, request, source)
    return saveDesignedReport(
      db,
      service.resource,
      { ...body.head, id } as ReportDesignInput['head'],
      body.design,
      source,
      request.user!.username,
    )
  }

  app.get<{ Querystring: Record<string, unknown> }>(
    '/online/cgreport/head/list',
    {
      config: { permission: CGREPORT_PERMS.list },
      schema: { tags, summary: 'Paged reports, designed and SQL (code, name filters: contains)' },
    },
    async (request) => {
      const page = pageParams(request.query)
      const conditions: SQL[] = []
      for (const [key, column] of [
        ['code', onlCgreportHead.code],
        ['name', onlCgreportHead.name],
      ] as const) {
        const value = request.query[key]
        if (typeof value === 'string' && value.replaceAll('*', '') !== '')
          conditions.push(ilike(column, `%${escapeLike(value.replaceAll('*', ''))}%`))
      }
      const where = and(...conditions)
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(onlCgreportHead)
          .where(where)
          .orderBy(desc(onlCgreportHead.createTime), asc(onlCgreportHead.id))
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize),
        db.select({ n: count() }).from(onlCgreportHead).where(where),
      ])
      return ok(toPage(rows.map(headWire), Number(n), page))
    },
  )

  app.get<{ Querystring: { id: string } }>(
    '/online/cgreport/head/queryById',
    {
      config: { permission: CGREPORT_PERMS.list },
      schema: { tags, summary: 'One report', querystring: idQuery },
    },
    async (request) => {
      const [head] = await db.select().from(onlCgreportHead).where(eq(onlCgreportHead.id, request.query.id))
      if (!head) throw notFound(REPORT_NOT_FOUND)
      return ok(headWire(head))
    },
  )

  app.post<{ Body: DesignBody }>(
    '/online/cgreport/head/add',
    {
      config: { permission: CGREPORT_PERMS.add },
      schema: {
        tags,
        summary: 'Add a designed report: {head: {code, name, content}, design}',
        body: designBody,
      },
    },
    async (request) => ok(await save(request), '添加成功！'),
  )

  const editOptions = {
    config: { permission: CGREPORT_PERMS.edit },
    schema: {
      tags,
      summary: 'Edit a designed report: {head: {id, code, name, content}, design}',
      body: designBody,
    },
  }
  const edit = async (request: FastifyRequest<{ Body: DesignBody }>) => {
    const id = request.body.head.id
    if (typeof id !== 'string' || id === '') throw badRequest('缺少报表id')
    return ok(await save(request, id), '编辑成功!')
  }
  app.put<{ Body: DesignBody }>('/online/cgreport/head/edit', editOptions, edit)
  app.post<{ Body: DesignBody }>('/online/cgreport/head/edit', editOptions, edit)

  app.delete<{ Querystring: { id: string } }>(
    '/online/cgreport/head/delete',
    {
      config: { permission: CGREPORT_PERMS.delete },
      schema: { tags, summary: 'Delete a designed report', querystring: idQuery },
    },
    async (request) => {
      if ((await deleteDesignedReports(db, [request.query.id])) === 0) throw notFound(REPORT_NOT_FOUND)
      return ok(null, '删除成功!')
    },
  )

  app.delete<{ Querystring: { ids: string } }>(
    '/online/cgreport/head/deleteBatch',
    {
      config: { permission: CGREPORT_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete designed reports; ids comma-separated',
        querystring: { type: 'object', properties: { ids: str }, required: ['ids'] },
      },
    },
    async (request) => {
      await deleteDesignedReports(db, splitIds(request.query.ids))
      return ok(null, '批量删除成功!')
    },
  )

  app.get<{ Querystring: { headId: string } }>(
    '/online/cgreport/item/listByHeadId',
    {
      config: { permission: CGREPORT_PERMS.list },
      schema: { tags, summary: 'The items (columns and query fields) of a report', querystring: headIdQuery },
    },
    async (request) =>
      ok(
        await db
          .select()
          .from(onlCgreportItem)
          .where(eq(onlCgreportItem.cgrheadId, request.query.headId))
          .orderBy(asc(onlCgreportItem.orderNum), asc(onlCgreportItem.id)),
      ),
  )

  app.get<{ Querystring: { headId: string } }>(
    '/online/cgreport/param/listByHeadId',
    {
      config: { permission: CGREPORT_PERMS.list },
      schema: { tags, summary: 'The parameters of a report', querystring: headIdQuery },
    },
    async (request) =>
      ok(
        await db
          .select()
          .from(onlCgreportParam)
          .where(eq(onlCgreportParam.cgrheadId, request.query.headId))
          .orderBy(asc(onlCgreportParam.orderNum), asc(onlCgreportParam.id)),
      ),
  )

  app.get(
    '/online/cgreport/design/sources',
    {
      config: { permission: [CGREPORT_PERMS.add, CGREPORT_PERMS.edit] },
      schema: {
        tags,
        summary: 'The sources the caller may design a report over, with their reportable fields',
      },
    },
    async (request) => ok(await sourcesFor(deps, request)),
  )

  app.post<{ Body: { design: Record<string, unknown> }; Querystring: Record<string, unknown> }>(
    '/online/cgreport/design/preview',
    {
      config: { permission: [CGREPORT_PERMS.add, CGREPORT_PERMS.edit] },
      schema: {
        tags,
        summary:
          'Runs an unsaved design (one page, pageNo / pageSize and filter values in the query) as the caller',
        body: {
          type: 'object',
          properties: { design: { type: 'object', additionalProperties: true } },
          required: ['design'],
        },
      },
    },
    async (request) => {
      const source = sourceOf(request.body.design.source)
      const service = await sourceService(deps, request, source)
      const checked = checkDesign(service.resource, request.body.design, source)
      const now = new Date()
      const definition: ReportDefinition = {
        head: {
          id: 'preview',
          code: 'preview',
          name: '预览',
          cgrSql: '',
          design: checked.design,
          content: null,
          perms: null,
          createBy: null,
          createTime: now,
          updateBy: null,
          updateTime: null,
        },
        items: checked.items.map((item, orderNum) => ({
          id: `item${orderNum}`,
          cgrheadId: 'preview',
          ...item,
          orderNum,
          createBy: null,
          createTime: now,
        })),
        params: [],
      }
      const data = await runDesign(db, service, request, definition, request.query, {
        timeoutMs: deps.reportTimeoutMs,
        log: request.log,
      })
      const dictOptions = await dictOptionsOf(
        db,
        definition.items.filter((item) => item.isShow === 1),
      )
      return ok({ data, items: definition.items, design: checked.design, dictOptions })
    },
  )
}
