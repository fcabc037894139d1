import { RESOURCES, type Resource } from '@portico/contract'
import { declaredTable, registryServedProblem } from '../../services/resources/declared-table'
import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'

/** The demo tenant the declared rows belong to (速通物流（国内）). */
const DEMO_TENANT = 1

/** A demo row as stored: the declared defaults, then the row's values. */
const withDefaults = (resource: Resource, row: Partial<Record<string, string | number>>) => ({
  ...Object.fromEntries(
    Object.entries(resource.fields).flatMap(([name, field]) =>
      field.default === undefined ? [] : [[name, field.default]],
    ),
  ),
  ...row,
})

/**
 * The demo rows of the resources served from the registry (their `demo`), into tenant 1. Idempotent: a row whose id
 * or unique values are there already is left as it is.
 */
export async function seedDeclaredDemo(db: Db, now: Date): Promise<void> {
  for (const resource of RESOURCES) {
    if (!resource.demo?.length || registryServedProblem(resource)) continue
    await db
      .insert(declaredTable(resource))
      .values(
        resource.demo.map((row) => ({
          ...withDefaults(resource, row),
          id: seedId(`${resource.table}:${row[resource.labelField]}`),
          tenantId: DEMO_TENANT,
          version: 1,
          createBy: 'admin',
          createTime: now,
        })),
      )
      .onConflictDoNothing()
  }
}
