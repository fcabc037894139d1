import { fieldText, type Page, type Resource, STALE_EDIT_CODE, STALE_EDIT_MESSAGE } from '@portico/contract'
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { badRequest, HttpError, notFound } from '../../http/envelope'
import type { FileStore } from '../../stores/files'
import type { Caches } from '../cache/caches'
import { type DataLogEntry, writeDataLog } from '../logs/data-log'
import { type ListSpec, listQuery, selectPage, toPage } from '../query'
import { newId } from '../shared/ids'
import { columnsOf, fieldColumns, type ResourceTable, resourceListSpec } from './columns'
import { dataRuleConditions } from './data-rules'
import { type ResourceRecord, resourceDicts, snapshotOf, toRecord } from './records'
import { actorOf, ownerValues, type ResourceActor, scopeConditions } from './scope'
import { maskStaffNames } from './staff-fields'
import { formValues } from './values'

type Values = Record<string, unknown>

export interface WriteInput {
  tx: Db
  request: FastifyRequest
  actor: ResourceActor
  /** What the client sent. */
  form: Values
  /** The stored row before the change (edit only), as the data log shows it. */
  existing?: Values
}

/** What a resource does beyond its declaration. Every hook runs inside the write's transaction. */
export interface ResourceHooks {
  /** Derived values and cross-field checks: returns values to write besides the declared ones (or throws a 4xx). */
  beforeWrite?(input: WriteInput & { action: 'add' | 'edit'; values: Values }): Promise<Values | undefined>
  /** Side effects once the row is written (links to other tables…). */
  afterWrite?(input: WriteInput & { action: 'add' | 'edit'; id: string }): Promise<void>
  /** Refuses a delete (throw a 4xx) or cleans up before it. */
  beforeDelete?(input: { tx: Db; request: FastifyRequest; rows: Values[] }): Promise<void>
  /** The 404 message of a record that is gone or not the caller's (default 未找到对应数据). */
  missingMessage?: string
  /** Narrows every read and write to these rows (e.g. one kind of a table two resources share). */
  rows?: SQL
  /** The record as the domain's clients expect it, instead of the declared fields (`record` is that default). */
  serialize?(row: Values, record: ResourceRecord): ResourceRecord
  /**
   * Totals of list filters are kept in memory until the auth stamp moves: only for a table every write of which
   * goes through routes that move it (sys_user).
   */
  totalsFollowAuthStamp?: boolean
  /** A filter's total over a table above this many rows is estimated, not counted (the pager says 「约」). */
  estimateTotalsAbove?: number
  /** Adds what is not a column of the row (joined names…) to listed records. */
  decorate?(db: Db, records: ResourceRecord[]): Promise<void>
  /** Fields holding a staff member's username: customers' users read a neutral text there. */
  staffFields?: readonly string[]
}

/** The operations of one declared resource; the routes, the Excel import and the data-log restore share them. */
export class ResourceService {
  readonly spec: ListSpec
  private readonly columns

  constructor(
    readonly resource: Resource,
    readonly table: ResourceTable,
    readonly hooks: ResourceHooks,
    private readonly deps: { db: Db; caches: Caches; files: FileStore },
  ) {
    this.columns = fieldColumns(resource, table)
    this.spec = resourceListSpec(resource, table)
  }

  /** The record is gone or not the request's to see. */
  missing() {
    return notFound(this.hooks.missingMessage ?? '未找到对应数据')
  }

  /** The record's key is a declared field the user types (`id`), not a generated one. */
  private get typedId() {
    return Object.hasOwn(this.resource.fields, 'id')
  }

  private get db() {
    return this.deps.db
  }

  private all() {
    return columnsOf(this.table)
  }

  scope(actor: ResourceActor): SQL[] {
    const conditions = scopeConditions(this.resource, this.table, actor)
    return this.hooks.rows ? [...conditions, this.hooks.rows] : conditions
  }

  async records(db: Db, rows: Values[]): Promise<ResourceRecord[]> {
    const dicts = await resourceDicts(db, this.resource, this.deps.caches.dicts)
    const { serialize } = this.hooks
    const records = rows.map((row) => {
      const record = toRecord(this.resource, row, dicts)
      return serialize ? serialize(row, record) : record
    })
    await this.hooks.decorate?.(db, records)
    return records
  }

  /** What a list or an export may show: the scope, narrowed by the caller's 数据权限 rules for the resource's menu. */
  async readScope(request: FastifyRequest): Promise<SQL[]> {
    const scope = this.scope(actorOf(request))
    return [
      ...scope,
      ...(await dataRuleConditions(
        this.db,
        this.resource,
        this.columns,
        request.user!,
        this.deps.caches.dataRules,
      )),
    ]
  }

  async list(request: FastifyRequest): Promise<Page<ResourceRecord>> {
    const query = listQuery(this.spec, request.query as Values, await this.readScope(request))
    const totals = this.hooks.totalsFollowAuthStamp ? this.deps.caches.totals : undefined
    const { rows, ...total } = await selectPage(
      this.db,
      this.table,
      query,
      totals,
      this.hooks.estimateTotalsAbove,
    )
    const records = await this.records(this.db, rows)
    maskStaffNames(request, records, this.hooks.staffFields)
    return toPage(records, total, query)
  }

  private async rowsById(db: Db, actor: ResourceActor, ids: string[], lock = false): Promise<Values[]> {
    // An integer key (typed by the user, e.g. 租户编号) never matches a non-numeric id: nothing to look up.
    if (this.table.id.dataType === 'number') ids = ids.filter((id) => /^\d{1,10}$/.test(id))
    if (ids.length === 0) return []
    const query = db
      .select()
      .from(this.table as ResourceTable)
      .where(and(inArray(this.table.id, ids), ...this.scope(actor)))
    return (lock ? await query.for('update') : await query) as Values[]
  }

  async get(request: FastifyRequest, id: string): Promise<ResourceRecord> {
    const [row] = await this.rowsById(this.db, actorOf(request), [id])
    if (!row) throw this.missing()
    const records = await this.records(this.db, [row])
    maskStaffNames(request, records, this.hooks.staffFields)
    return records[0]
  }

  private valueContext(db: Db) {
    return resourceDicts(db, this.resource).then((dicts) => ({ files: this.deps.files, dicts }))
  }

  /** Unique fields: no other row in scope holds the same value. */
  private async refuseDuplicates(tx: Db, actor: ResourceActor, values: Values, exceptId?: string) {
    for (const [name, field] of Object.entries(this.resource.fields)) {
      const value = values[name]
      if (!field.unique || value === null || value === undefined) continue
      const column = this.columns.get(name)!
      const taken = await tx
        .select({ id: this.table.id })
        .from(this.table as ResourceTable)
        .where(
          and(eq(column, value), exceptId ? ne(this.table.id, exceptId) : undefined, ...this.scope(actor)),
        )
        .limit(1)
      if (taken.length)
        throw new HttpError(409, `${field.label}已存在`, { errors: { [name]: `${field.label}已存在` } })
    }
  }

  private stamp(kind: 'create' | 'update', actor: ResourceActor): Values {
    const all = this.all()
    const stamp: Values = {}
    if (all[`${kind}By`]) stamp[`${kind}By`] = actor.username
    if (all[`${kind}Time`]) stamp[`${kind}Time`] = new Date()
    return stamp
  }

  private log(
    dicts: Map<string, Map<string, string>>,
    action: DataLogEntry['action'],
    actor: ResourceActor,
    before: Values | null,
    after: Values,
  ): DataLogEntry {
    return {
      dataTable: this.resource.table,
      dataId: String(after.id),
      dataVersion: Number(after.version),
      action,
      before: before && snapshotOf(this.resource, before, dicts),
      after: snapshotOf(this.resource, after, dicts),
      actor: actor.username,
      tenantId: this.resource.scope.tenant ? Number(after.tenantId) : null,
    }
  }

  private transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db))
  }

  /** Checks and inserts one record with its data log; answers the stored row. */
  async add(request: FastifyRequest, form: Values): Promise<Values> {
    const actor = actorOf(request)
    this.scope(actor) // refuses a user without a tenant before any check runs
    const context = await this.valueContext(this.db)
    const declared = await formValues(this.resource, this.columns, form, context)
    return this.transaction(async (tx) => {
      const input = { tx, request, actor, form }
      const derived = (await this.hooks.beforeWrite?.({ ...input, action: 'add', values: declared })) ?? {}
      const values = { ...declared, ...derived }
      await this.refuseDuplicates(tx, actor, values)
      const [row] = (await tx
        .insert(this.table)
        .values({
          ...values,
          ...ownerValues(this.resource, actor),
          ...this.stamp('create', actor),
          id: this.typedId ? values.id : newId(),
          version: 1,
        })
        .returning()) as Values[]
      await this.hooks.afterWrite?.({ ...input, action: 'add', id: String(row.id) })
      await writeDataLog(tx, [this.log(context.dicts, 'add', actor, null, row)])
      return row
    })
  }

  /**
   * Writes an edit. With a `version` that is not the stored one, nothing is written and a 409 carries the record as
   * it is now; without one (a JeecgBoot client) the edit applies.
   */
  async edit(request: FastifyRequest, form: Values, action: 'edit' | 'restore' = 'edit'): Promise<Values> {
    const id = fieldText(form.id)
    if (id === '') throw badRequest('缺少记录id')
    const actor = actorOf(request)
    const context = await this.valueContext(this.db)
    return this.transaction(async (tx) => {
      const [existing] = await this.rowsById(tx, actor, [id], true)
      if (!existing) throw this.missing()
      const sent = form.version
      if (sent !== undefined && sent !== null && sent !== '' && Number(sent) !== existing.version) {
        const [current] = await this.records(tx, [existing])
        throw new HttpError(STALE_EDIT_CODE, STALE_EDIT_MESSAGE, current)
      }
      const stored = snapshotOf(this.resource, existing)
      const declared = await formValues(this.resource, this.columns, form, context, stored)
      const input = { tx, request, actor, form, existing: stored }
      const derived = (await this.hooks.beforeWrite?.({ ...input, action: 'edit', values: declared })) ?? {}
      const values = { ...declared, ...derived }
      await this.refuseDuplicates(tx, actor, values, String(existing.id))
      const [row] = (await tx
        .update(this.table)
        .set({
          ...values,
          ...ownerValues(this.resource, actor, 'edit'),
          ...this.stamp('update', actor),
          version: sql`${this.table.version} + 1`,
        })
        .where(and(eq(this.table.id, existing.id), eq(this.table.version, existing.version)))
        .returning()) as Values[]
      await this.hooks.afterWrite?.({ ...input, action: 'edit', id })
      await writeDataLog(tx, [this.log(context.dicts, action, actor, existing, row)])
      return row
    })
  }

  /** Deletes (or soft-deletes) the records of `ids` in scope, each logged; answers how many went. */
  async remove(request: FastifyRequest, ids: string[]): Promise<number> {
    if (ids.length === 0) throw badRequest('请选择一条记录！')
    const actor = actorOf(request)
    return this.transaction(async (tx) => {
      const rows = await this.rowsById(tx, actor, ids, true)
      if (rows.length === 0) return 0
      await this.hooks.beforeDelete?.({ tx, request, rows })
      const found = rows.map((row) => String(row.id))
      const gone = this.resource.scope.softDelete
        ? ((await tx
            .update(this.table)
            .set({ delFlag: 1, ...this.stamp('update', actor), version: sql`${this.table.version} + 1` })
            .where(inArray(this.table.id, found))
            .returning()) as Values[])
        : rows.map((row): Values => ({ ...row, version: Number(row.version) + 1 }))
      if (!this.resource.scope.softDelete) await tx.delete(this.table).where(inArray(this.table.id, found))
      const before = new Map(rows.map((row) => [row.id, row]))
      const dicts = await resourceDicts(tx, this.resource)
      await writeDataLog(
        tx,
        gone.map((row) => this.log(dicts, 'delete', actor, before.get(row.id) ?? null, row)),
      )
      return rows.length
    })
  }

  /** Puts a logged version's fields back on the record (as an edit by the caller, logged as a restore). */
  async restore(request: FastifyRequest, content: Values): Promise<Values> {
    const [current] = await this.rowsById(this.db, actorOf(request), [String(content.id)])
    if (!current) throw badRequest('该记录已删除，无法恢复到此版本')
    return this.edit(request, { ...content, version: undefined }, 'restore')
  }
}
