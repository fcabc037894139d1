import type { OnlineSubTable } from '@portico/contract'
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { onlCgformField, onlCgformHead } from '../../db/schema'
import { HttpError } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'
import { ResourceService } from '../resources/service'
import type { HeadRow } from './designs'
import type { LiveForm, LiveFormSource, LiveFormsDeps } from './live-form'
import { propertyOf } from './names'
import { bodyFromWire, recordToWire } from './wire'

type Values = Record<string, unknown>

/** A synchronised sub-table of a main design, with the property of its foreign key. */
interface SubTable {
  form: LiveForm
  key: string
}

/** The tenant's synchronised sub-tables whose foreign key (as synchronised) names `main`'s table. */
async function subTablesOf(db: Db, forms: LiveFormSource, main: HeadRow): Promise<SubTable[]> {
  const heads = await db
    .selectDistinct({ head: onlCgformHead })
    .from(onlCgformHead)
    .innerJoin(onlCgformField, eq(onlCgformField.cgformHeadId, onlCgformHead.id))
    .where(
      and(
        eq(onlCgformHead.tenantId, main.tenantId),
        isNotNull(onlCgformField.mainTable),
        eq(onlCgformField.mainTable, main.tableName),
      ),
    )
    .orderBy(asc(onlCgformHead.tableName))
  const subs: SubTable[] = []
  for (const { head } of heads) {
    // Inside a write, read with its transaction (PGlite has one connection: another query would wait for it).
    const form = await forms.of(head, db)
    const key = form?.fields.find((field) => field.mainTable === main.tableName)
    if (form && key) subs.push({ form, key: propertyOf(key.dbFieldName) })
  }
  return subs
}

/** The sub-table's rows of these main rows, in the request's scope (its tenant). */
async function subRows(
  db: Db,
  forms: LiveFormSource,
  request: FastifyRequest,
  sub: SubTable,
  mainIds: string[],
): Promise<Values[]> {
  const { table } = sub.form
  const service = new ResourceService(sub.form.resource, table, {}, { ...forms.deps, db })
  const column = (table as unknown as Record<string, Parameters<typeof eq>[0]>)[sub.key]
  return (await db
    .select()
    .from(table)
    .where(and(inArray(column, mainIds), ...(await service.readScope(request))))
    .orderBy(asc(table.createTime), asc(table.id))) as Values[]
}

/** The sub-table's service writing inside the main row's transaction (its own writes nest as savepoints). */
const inTransaction = (deps: LiveFormsDeps, tx: Db, form: LiveForm, hooks: ResourceHooks = {}) =>
  new ResourceService(form.resource, form.table, hooks, { ...deps, db: tx })

/**
 * 一对多: the main row's writes carry its sub-tables' rows. A form that sends `<sub table name>: [rows]` replaces
 * that sub-table's rows of the main row (each checked as the sub-table's form, logged), in the main row's
 * transaction; a form without the key leaves them. Deleting main rows deletes their sub rows first.
 */
export function subTableHooks(deps: LiveFormsDeps, forms: LiveFormSource, main: HeadRow): ResourceHooks {
  return {
    async afterWrite({ tx, request, form, id }) {
      for (const sub of await subTablesOf(tx, forms, main)) {
        const sent = form[sub.form.head.tableName]
        if (sent === undefined || sent === null) continue
        const label = sub.form.head.tableTxt
        if (!Array.isArray(sent)) throw new HttpError(400, `${label}须为行的列表`)
        // The foreign key is the server's to write (never on the sub form): the main row's id.
        const service = inTransaction(deps, tx, sub.form, { beforeWrite: async () => ({ [sub.key]: id }) })
        const old = await subRows(tx, forms, request, sub, [id])
        if (old.length)
          await service.remove(
            request,
            old.map((row) => String(row.id)),
          )
        for (const [index, row] of sent.entries()) {
          if (typeof row !== 'object' || row === null)
            throw new HttpError(400, `${label}第${index + 1}行无效`)
          const { id: _id, version: _version, ...values } = bodyFromWire(sub.form, row as Values)
          try {
            await service.add(request, values)
          } catch (error) {
            if (error instanceof HttpError && error.statusCode < 500)
              throw new HttpError(
                error.statusCode,
                `${label}第${index + 1}行：${error.message}`,
                error.result,
              )
            throw error
          }
        }
      }
    },
    async beforeDelete({ tx, request, rows }) {
      const ids = rows.map((row) => String(row.id))
      for (const sub of await subTablesOf(tx, forms, main)) {
        const old = await subRows(tx, forms, request, sub, ids)
        if (old.length)
          await inTransaction(deps, tx, sub.form).remove(
            request,
            old.map((row) => String(row.id)),
          )
      }
    },
  }
}

/** The main record with its sub-tables' rows under each sub table's name (`wire`: keyed by column names). */
export async function withSubRows(
  deps: LiveFormsDeps,
  forms: LiveFormSource,
  main: LiveForm,
  request: FastifyRequest,
  record: Values,
  wire: boolean,
): Promise<Values> {
  const result = { ...record }
  for (const sub of await subTablesOf(deps.db, forms, main.head)) {
    const rows = await subRows(deps.db, forms, request, sub, [String(record.id)])
    const records = await sub.form.service.records(deps.db, rows)
    result[sub.form.head.tableName] = wire ? records.map((r) => recordToWire(sub.form, r)) : records
  }
  return result
}

/** The synchronised sub-tables of a main form, as its screen edits them: each one's declaration and foreign key. */
export async function subTableDeclarations(forms: LiveFormSource, main: LiveForm): Promise<OnlineSubTable[]> {
  return (await subTablesOf(forms.deps.db, forms, main.head)).map(({ form, key }) => ({
    table: form.head.tableName,
    title: form.head.tableTxt,
    foreignKey: key,
    resource: form.resource,
  }))
}
