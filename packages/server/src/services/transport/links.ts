import { inArray } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { transportDriver, transportHabitatAgent, transportHabitatCar } from '../../db/schema'
import { conflict } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'

interface Referrer {
  /** What holds the link, counted in the refusal: 属地代理, 司机… */
  what: string
  measureWord: string
  table: PgTable
  column: AnyPgColumn
}

/**
 * Refuses to delete records other records still link to (by `key`, the linked code), naming the first record in use
 * and who uses it, so nothing is left pointing at a record that is gone.
 */
export function refuseWhileLinked(
  key: string,
  label: string,
  referrers: Referrer[],
): ResourceHooks['beforeDelete'] {
  return async ({ tx, rows }) => {
    const keys = rows.map((row) => String(row[key]))
    for (const referrer of referrers) {
      const used = await tx
        .select({ key: referrer.column })
        .from(referrer.table)
        .where(inArray(referrer.column, keys))
      if (used.length === 0) continue
      const row = rows.find((r) => String(r[key]) === used[0].key)!
      const count = used.filter((u) => u.key === used[0].key).length
      throw conflict(
        `${label}「${row.name}」仍有${count}${referrer.measureWord}${referrer.what}关联，不能删除`,
      )
    }
  }
}

export const overseasAgentHooks: ResourceHooks = {
  beforeDelete: refuseWhileLinked('code', '海外代理', [
    {
      what: '属地代理',
      measureWord: '个',
      table: transportHabitatAgent,
      column: transportHabitatAgent.overseasAgent,
    },
  ]),
}

export const habitatAgentHooks: ResourceHooks = {
  beforeDelete: refuseWhileLinked('code', '属地代理', [
    { what: '司机', measureWord: '位', table: transportDriver, column: transportDriver.habitatAgent },
    { what: '车辆', measureWord: '辆', table: transportHabitatCar, column: transportHabitatCar.habitatAgent },
  ]),
}

export const driverHooks: ResourceHooks = {
  beforeDelete: refuseWhileLinked('licenceNo', '司机', [
    { what: '车辆', measureWord: '辆', table: transportHabitatCar, column: transportHabitatCar.driver },
  ]),
}
