import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { hsCode, hsCodeLock, logisticsOrderItem, logisticsParcel } from '../../db/schema'
import { conflict } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'
import { chinaDate, chinaDaySql } from '../shared/china-days'
import { newId } from '../shared/ids'

/** The lock's reason as the screen lists it. */
export const DAY_LOCK_REASON = '当日已出库包裹申报使用'

/**
 * The HS codes the day's declarations use. Until the customs tables exist: the codes of the goods of the parcels
 * out-stored that day (GMT+8). Swap this one function for the submitted declarations' codes.
 */
export async function codesDeclaredOn(db: Db, day: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: logisticsOrderItem.hsCode })
    .from(logisticsParcel)
    .innerJoin(logisticsOrderItem, eq(logisticsOrderItem.orderId, logisticsParcel.orderId))
    .where(
      and(
        isNotNull(logisticsParcel.outStoreTime),
        sql`${chinaDaySql(logisticsParcel.outStoreTime)} = ${day}`,
        isNotNull(logisticsOrderItem.hsCode),
      ),
    )
  return rows.map((row) => row.code as string)
}

/**
 * 立即锁定 / the daily job: locks for `day` every known code the day's declarations use (codes already locked that
 * day stay as they were). Answers how many new locks were written.
 */
export async function lockDeclaredCodes(
  db: Db,
  actor: string,
  now = new Date(),
): Promise<{ day: string; locked: number }> {
  const day = chinaDate(now)
  const used = await codesDeclaredOn(db, day)
  if (used.length === 0) return { day, locked: 0 }
  const known = await db.select({ code: hsCode.code }).from(hsCode).where(inArray(hsCode.code, used))
  if (known.length === 0) return { day, locked: 0 }
  const written = await db
    .insert(hsCodeLock)
    .values(
      known.map(({ code }) => ({
        id: newId(),
        code,
        lockDate: day,
        reason: DAY_LOCK_REASON,
        lockedBy: actor,
        createTime: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: hsCodeLock.id })
  return { day, locked: written.length }
}

async function refuseLocked(tx: Db, codes: string[], what: string) {
  if (codes.length === 0) return
  const today = chinaDate(new Date())
  const [lock] = await tx
    .select({ code: hsCodeLock.code })
    .from(hsCodeLock)
    .where(and(eq(hsCodeLock.lockDate, today), inArray(hsCodeLock.code, codes)))
    .limit(1)
  if (lock) throw conflict(`HS编码 ${lock.code} 今日已锁定（当日申报已使用），不能${what}，请明日再操作`)
}

/** A code locked today can be neither edited nor deleted until tomorrow. */
export const hsCodeHooks: ResourceHooks = {
  missingMessage: 'HS编码不存在，可能已被删除',
  async beforeWrite({ tx, action, existing }) {
    if (action === 'edit' && existing) await refuseLocked(tx, [String(existing.code)], '修改')
    return undefined
  },
  async beforeDelete({ tx, rows }) {
    await refuseLocked(
      tx,
      rows.map((row) => String(row.code)),
      '删除',
    )
  },
}

export const HS_CODE_LOCK_JOB = 'portico.job.HsCodeDailyLockJob'

/** The 定时任务 class of the daily lock. */
export const hsCodeLockJob = {
  title: 'HS编码每日锁定',
  async run({ db }: { db: Db }) {
    const { day, locked } = await lockDeclaredCodes(db, 'system')
    return `${day} 新锁定HS编码${locked}个`
  },
}
