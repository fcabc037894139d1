import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { onlCgformField, onlCgformHead, onlCgformVersion } from '../../db/schema'
import { HttpError } from '../../http/envelope'
import { newId } from '../shared/ids'
import { type DataLoss, planSync } from './ddl'
import { type DesignActor, fieldsOf, type HeadRow, headOrMissing, tableTypesOf } from './designs'
import type { FieldDesign } from './field-design'
import { removeFormMenu, writeFormMenu } from './menu'
import { quoteIdent, selectRows } from './names'
import { liveResource } from './resource'

/** The fields the table was last synchronised to (what the live API serves); empty before the first sync. */
export async function syncedFields(
  db: Db,
  head: Pick<HeadRow, 'id' | 'syncedVersion'>,
): Promise<FieldDesign[]> {
  if (head.syncedVersion === 0) return []
  const [version] = await db
    .select({ fields: onlCgformVersion.fields })
    .from(onlCgformVersion)
    .where(
      and(eq(onlCgformVersion.cgformHeadId, head.id), eq(onlCgformVersion.tableVersion, head.syncedVersion)),
    )
    .orderBy(desc(onlCgformVersion.createTime))
    .limit(1)
  return (version?.fields as FieldDesign[] | undefined) ?? []
}

/** What 同步数据库 would run now, and the data it would lose. */
export async function previewSync(db: Db, tenantId: number, code: string) {
  const head = await headOrMissing(db, tenantId, code)
  const plan = await planSync(db, head.tableName, await fieldsOf(db, head.id), await syncedFields(db, head))
  return {
    tableName: head.tableName,
    tableVersion: head.tableVersion,
    syncedVersion: head.syncedVersion,
    ...plan,
    needsConfirm: plan.losses.length > 0,
  }
}

const lossMessage = (losses: DataLoss[]) =>
  `同步将丢失数据：${losses.map((loss) => loss.message).join('；')}。确认后请选择强制同步`

const pgCode = (error: unknown): string | undefined =>
  (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code

/**
 * 同步数据库: runs the plan in one transaction (the design locked meanwhile), records the version with its fields,
 * DDL and the losses `force` confirmed. Losing data without `force` is refused, nothing run. Values a confirmed
 * retyping cannot convert roll everything back with a 400.
 */
export async function syncDesign(db: Db, actor: DesignActor, code: string, force: boolean) {
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      const head = await headOrMissing(tx, actor.tenantId, code, true)
      const fields = await fieldsOf(tx, head.id)
      const plan = await planSync(tx, head.tableName, fields, await syncedFields(tx, head))
      if (plan.losses.length > 0 && !force)
        throw new HttpError(400, lossMessage(plan.losses), { losses: plan.losses })
      if (plan.ddl.length === 0 && head.syncedVersion === head.tableVersion)
        return { tableVersion: head.tableVersion, ddl: [], losses: [] }
      for (const statement of plan.ddl) await tx.execute(sql.raw(statement))
      await tx.insert(onlCgformVersion).values({
        id: newId(),
        cgformHeadId: head.id,
        tableVersion: head.tableVersion,
        fields: fields.map(({ id: _id, ...field }) => field),
        ddl: plan.ddl.join(';\n'),
        losses: plan.losses.length ? plan.losses : null,
        createBy: actor.username,
        createTime: new Date(),
      })
      await tx
        .update(onlCgformHead)
        .set({ syncedVersion: head.tableVersion, isDbSynch: 'Y' })
        .where(eq(onlCgformHead.id, head.id))
      await writeFormMenu(tx, head, liveResource(head, fields), actor.username)
      return { tableVersion: head.tableVersion, ddl: plan.ddl, losses: plan.losses }
    })
  } catch (error) {
    const sqlState = pgCode(error)
    if (sqlState?.startsWith('22') || sqlState === '42846' || sqlState === '42804')
      throw new HttpError(400, '现有数据无法转换为新的字段类型，未做任何修改；可删除该字段后重新添加')
    if (sqlState === '23505') throw new HttpError(400, '现有数据有重复值，无法建立唯一索引，未做任何修改')
    throw error
  }
}

/** Deletes a design and its table; refused while the table holds rows (of any tenant). */
/** The tenant's sub-table designs whose foreign key names this table (they must go before it). */
async function subDesignsOf(db: Db, head: HeadRow): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tableName: onlCgformHead.tableName })
    .from(onlCgformHead)
    .innerJoin(onlCgformField, eq(onlCgformField.cgformHeadId, onlCgformHead.id))
    .where(and(eq(onlCgformHead.tenantId, head.tenantId), eq(onlCgformField.mainTable, head.tableName)))
    .orderBy(onlCgformHead.tableName)
  return rows.map((row) => row.tableName)
}

/**
 * Deletes designs and their tables, all or none: refused while a table holds rows, or while a sub-table design still
 * names one as its main table (designs deleted together go sub-tables first).
 */
export async function deleteDesigns(db: Db, actor: DesignActor, codes: string[]): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const heads: HeadRow[] = []
    for (const code of codes) heads.push(await headOrMissing(tx, actor.tenantId, code, true))
    const types = await tableTypesOf(tx, heads)
    heads.sort((a, b) => (types.get(b.id) ?? 1) - (types.get(a.id) ?? 1))
    for (const head of heads) await deleteOne(tx, head)
  })
}

async function deleteOne(tx: Db, head: HeadRow): Promise<void> {
  const subs = await subDesignsOf(tx, head)
  if (subs.length) throw new HttpError(400, `表单${head.tableName}是${subs.join('、')}的主表，请先删除子表`)
  if (head.syncedVersion > 0) {
    const table = quoteIdent(head.tableName)
    const [{ used }] = await selectRows<{ used: boolean }>(
      tx,
      sql.raw(`select exists (select 1 from ${table}) as used`),
    )
    if (used) throw new HttpError(400, '表中已有数据，不能删除该表单')
    await tx.execute(sql.raw(`DROP TABLE ${table}`))
  }
  await removeFormMenu(tx, head.id)
  await tx.delete(onlCgformField).where(eq(onlCgformField.cgformHeadId, head.id))
  await tx.delete(onlCgformVersion).where(eq(onlCgformVersion.cgformHeadId, head.id))
  await tx.delete(onlCgformHead).where(eq(onlCgformHead.id, head.id))
}
