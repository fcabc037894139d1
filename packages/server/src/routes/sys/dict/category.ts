import { CATEGORY_ROOT_PID, type CategoryForm, CategoryMessages, categoryResource } from '@portico/contract'
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysCategory } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, conflict, notFound, ok } from '../../../http/envelope'
import { categoryColumn, categoryConditions } from '../../../services/categories/conditions'
import {
  checkedText,
  childrenOf,
  fillSubtree,
  idOfCode,
  MAX_CATEGORY_ROWS,
  namesOf,
  optionsUnder,
  toSysCategory,
  toTreeNode,
} from '../../../services/categories/read'
import {
  type Actor,
  addCategory,
  CATEGORY_NOT_FOUND,
  checkCode,
  deleteCategories,
  editCategory,
} from '../../../services/categories/write'
import { pageParams, toPage } from '../../../services/query'
import { queryErrors, shown } from '../../../services/query/messages'
import { containsPattern } from '../../../services/shared/like'
import { objectSchema, str } from '../../schemas'

const tags = ['category']
const text = { type: 'string', maxLength: 200 } as const
const query = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const

const { perms } = categoryResource
const READ = perms.list
const EDIT = perms.edit
const DELETE = perms.delete

/** Sortable columns of rootList (JeecgBoot property names). */
const SORTABLE = { code: sysCategory.code, name: sysCategory.name, createTime: sysCategory.createTime }

const splitIds = (ids: string | undefined) =>
  (ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)

const actorOf = (user: { username: string; orgCode: string | null } | null): Actor => ({
  username: user!.username,
  orgCode: user!.orgCode,
})

const categoryFormSchema = objectSchema({
  id: str,
  pid: { type: ['string', 'null'], maxLength: 36 },
  name: { type: 'string', maxLength: 200 },
  code: { type: ['string', 'null'], maxLength: 200 },
})

/** The category dictionary (分类字典, JeecgBoot SysCategoryController); identifiers only from whitelists. */
export const categoryRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  app.get<{ Querystring: { async: boolean; pcode: string } }>(
    '/sys/category/loadTreeRoot',
    {
      config: { permission: READ },
      schema: {
        tags,
        summary:
          'Children of the node whose code is `pcode` (roots when empty); `async=false` fills the whole subtree',
        querystring: query({ async: { type: 'boolean' }, pcode: text }, ['async', 'pcode']),
      },
    },
    async (request) => {
      const { async, pcode } = request.query
      const pid = pcode ? await idOfCode(db, pcode) : CATEGORY_ROOT_PID
      const nodes = (await childrenOf(db, pid)).map(toTreeNode)
      if (!async) await fillSubtree(db, nodes)
      return ok(nodes)
    },
  )

  app.get<{ Querystring: { pid: string } }>(
    '/sys/category/loadTreeChildren',
    {
      config: { permission: READ },
      schema: { tags, summary: 'Children of the node `pid`', querystring: query({ pid: text }, ['pid']) },
    },
    async (request) => ok((await childrenOf(db, request.query.pid)).map(toTreeNode)),
  )

  app.get<{ Querystring: { pid?: string; pcode?: string; condition?: string } }>(
    '/sys/category/loadTreeData',
    {
      config: { permission: READ },
      schema: {
        tags,
        summary:
          'Children of `pid`, else of the node whose code is `pcode` (`0` = roots); `condition` = JSON {column: value} on whitelisted columns',
        querystring: query({ pid: text, pcode: text, condition: { type: 'string', maxLength: 1000 } }),
      },
    },
    async (request) => {
      const { pid, pcode, condition } = request.query
      const filters = categoryConditions(condition)
      let parent = pid
      if (!parent) {
        if (!pcode) throw badRequest(CategoryMessages.treeParamsNull)
        if (pcode === CATEGORY_ROOT_PID) parent = CATEGORY_ROOT_PID
        else {
          const rows = await db
            .select({ id: sysCategory.id })
            .from(sysCategory)
            .where(eq(sysCategory.code, checkedText('pcode', pcode)))
            .limit(2)
          if (rows.length === 0) throw badRequest(CategoryMessages.treeParamsCode)
          if (rows.length > 1) throw conflict(CategoryMessages.codeRepeated(pcode))
          parent = rows[0].id
        }
      }
      return ok((await childrenOf(db, parent, filters)).map(toTreeNode))
    },
  )

  app.get<{ Querystring: { field: string; val: string } }>(
    '/sys/category/loadOne',
    {
      config: { permission: READ },
      schema: {
        tags,
        summary: 'The one category whose whitelisted `field` (id, code, name, pid …) equals `val`',
        querystring: query({ field: text, val: text }, ['field', 'val']),
      },
    },
    async (request) => {
      const { field, val } = request.query
      const column = categoryColumn(field)
      if (!column) throw badRequest(`查询字段 ${shown(field)} 不存在（unknown field ${shown(field)}）`)
      const rows = await db
        .select()
        .from(sysCategory)
        .where(eq(column, checkedText('val', val)))
        .limit(2)
      if (rows.length === 0) throw notFound(CategoryMessages.nothingFound)
      if (rows.length > 1) throw conflict(CategoryMessages.manyFound(field, val))
      return ok(toSysCategory(rows[0]))
    },
  )

  const loadDictItem = {
    config: { permission: READ },
    schema: {
      tags,
      summary: 'Names of the categories `ids` (comma separated), in that order; unknown ids skipped',
      querystring: query({ ids: { type: 'string', maxLength: 40_000 } }),
    },
  } as const
  const dictItems = async (request: { query: { ids?: string } }) => {
    const ids = splitIds(request.query.ids)
    if (ids.length === 0) throw badRequest(CategoryMessages.idsRequired)
    return ok(await namesOf(db, ids))
  }
  // The spec's client calls `loadDictItem/` (trailing slash).
  app.get<{ Querystring: { ids?: string } }>('/sys/category/loadDictItem', loadDictItem, dictItems)
  app.get<{ Querystring: { ids?: string } }>('/sys/category/loadDictItem/', loadDictItem, dictItems)

  app.get<{ Querystring: { code: string } }>(
    '/sys/category/loadAllData',
    {
      config: { permission: READ },
      schema: {
        tags,
        summary: 'Every category whose code starts with `code` (`0` = all) as {value: id, text: name}',
        querystring: query({ code: text }, ['code']),
      },
    },
    async (request) => {
      const options = await optionsUnder(db, request.query.code)
      if (options.length === 0) throw badRequest(CategoryMessages.noData)
      return ok(options)
    },
  )

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/sys/category/rootList',
    {
      config: { permission: READ },
      schema: {
        tags,
        summary:
          'Paged categories under `pid` (roots by default); `name` / `code` search every level (contains)',
        querystring: query({
          pid: text,
          name: text,
          code: text,
          pageNo: { type: 'integer', minimum: 1 },
          pageSize: { type: 'integer', minimum: 1 },
          column: text,
          order: text,
        }),
      },
    },
    async (request) => {
      const { pid, name, code, column, order } = request.query
      const filters: (SQL | undefined)[] =
        name || code
          ? [
              name ? ilike(sysCategory.name, containsPattern(checkedText('name', name))) : undefined,
              code ? ilike(sysCategory.code, containsPattern(checkedText('code', code))) : undefined,
            ]
          : [eq(sysCategory.pid, checkedText('pid', pid || CATEGORY_ROOT_PID))]
      let sort = asc(sysCategory.code)
      if (column) {
        const name = column.replace(/_dictText$/, '')
        if (!Object.hasOwn(SORTABLE, name)) throw queryErrors.unknownSortColumn(column)
        const sortColumn = SORTABLE[name as keyof typeof SORTABLE]
        sort = order && /asc/i.test(order) ? asc(sortColumn) : desc(sortColumn)
      }
      const page = pageParams(request.query)
      const where = and(...filters)
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(sysCategory)
          .where(where)
          .orderBy(sort, asc(sysCategory.id))
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize),
        db.select({ n: count() }).from(sysCategory).where(where),
      ])
      return ok(toPage(rows.map(toSysCategory), Number(totals[0]?.n ?? 0), page))
    },
  )

  app.get<{ Querystring: { pid: string } }>(
    '/sys/category/childList',
    {
      config: { permission: READ },
      schema: { tags, summary: 'The children of `pid`', querystring: query({ pid: text }, ['pid']) },
    },
    async (request) => ok((await childrenOf(db, request.query.pid)).map(toSysCategory)),
  )

  app.get<{ Querystring: { id: string } }>(
    '/sys/category/queryById',
    {
      config: { permission: READ },
      schema: { tags, summary: 'One category', querystring: query({ id: text }, ['id']) },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(sysCategory)
        .where(eq(sysCategory.id, checkedText('id', request.query.id)))
      if (!row) throw notFound('未找到对应数据')
      return ok(toSysCategory(row))
    },
  )

  app.get<{ Querystring: { parentIds: string } }>(
    '/sys/category/getChildListBatch',
    {
      config: { permission: READ },
      schema: {
        tags,
        summary: 'The children of several parents (`parentIds`, comma separated) as one page',
        querystring: query({ parentIds: { type: 'string', maxLength: 40_000 } }, ['parentIds']),
      },
    },
    async (request) => {
      const parentIds = splitIds(request.query.parentIds).map((id) => checkedText('parentIds', id))
      const rows =
        parentIds.length === 0
          ? []
          : await db
              .select()
              .from(sysCategory)
              .where(inArray(sysCategory.pid, parentIds.slice(0, MAX_CATEGORY_ROWS)))
              .orderBy(asc(sysCategory.code), asc(sysCategory.id))
              .limit(MAX_CATEGORY_ROWS)
      return ok(
        toPage(rows.map(toSysCategory), rows.length, { pageNo: 1, pageSize: Math.max(rows.length, 1) }),
      )
    },
  )

  app.get<{ Querystring: { pid?: string; code?: string } }>(
    '/sys/category/checkCode',
    {
      config: { permission: READ },
      schema: {
        tags,
        summary: "Does `code` start with the code of the parent `pid`? (JeecgBoot's code rule)",
        querystring: query({ pid: text, code: text }),
      },
    },
    async (request) => {
      await checkCode(db, request.query.pid, request.query.code)
      return ok(null, '成功')
    },
  )

  app.post<{ Body: CategoryForm }>(
    '/sys/category/add',
    {
      config: { permission: EDIT },
      schema: { tags, summary: 'Add a category (code generated when omitted)', body: categoryFormSchema },
    },
    async (request) =>
      ok(toSysCategory(await addCategory(db, request.body, actorOf(request.user))), '添加成功！'),
  )

  const editOptions = {
    config: { permission: EDIT },
    schema: { tags, summary: 'Rename a category or change a leaf code', body: categoryFormSchema },
  } as const
  const edit = async (request: { body: CategoryForm; user: Parameters<typeof actorOf>[0] }) =>
    ok(toSysCategory(await editCategory(db, request.body, actorOf(request.user))), '修改成功!')
  app.put<{ Body: CategoryForm }>('/sys/category/edit', editOptions, edit)
  app.post<{ Body: CategoryForm }>('/sys/category/edit', editOptions, edit)

  app.delete<{ Querystring: { id: string } }>(
    '/sys/category/delete',
    {
      config: { permission: DELETE },
      schema: {
        tags,
        summary: 'Delete a category and everything below it',
        querystring: query({ id: text }, ['id']),
      },
    },
    async (request) => {
      if ((await deleteCategories(db, [request.query.id])) === 0) throw notFound(CATEGORY_NOT_FOUND)
      return ok(null, '删除成功!')
    },
  )

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/category/deleteBatch',
    {
      config: { permission: DELETE },
      schema: {
        tags,
        summary: 'Delete categories `ids` (comma separated, a trailing comma allowed) and everything below',
        querystring: query({ ids: { type: 'string', maxLength: 40_000 } }, ['ids']),
      },
    },
    async (request) => {
      const ids = splitIds(request.query.ids)
      if (ids.length === 0) throw badRequest('参数不识别！')
      await deleteCategories(db, ids)
      return ok(null, '删除成功!')
    },
  )
}
