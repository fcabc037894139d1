import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import * as contract from '@portico/contract'
import { RESOURCES, type Resource } from '@portico/contract'
import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as schema from '../../src/db/schema'
import { declaredTableDdl, registryServedProblem } from '../../src/services/resources/declared-table'
import { withTestApp } from '../helpers/app'
import { describeResource } from '../helpers/resource-suite'

const t = withTestApp({ admin: 'admin', hr: 'wangfang' })

/** The resources a test file passes to `describeResource` itself, read from the test sources. */
function ownSuites(): Set<Resource> {
  const root = path.resolve(import.meta.dirname, '..')
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.test.ts'),
  )
  const names = files.flatMap((file) =>
    [
      ...readFileSync(path.join(root, file), 'utf8').matchAll(/describeResource\(t, \{\s*resource: (\w+)/g),
    ].map((match) => match[1] as string),
  )
  return new Set(names.map((name) => (contract as Record<string, unknown>)[name] as Resource))
}

/**
 * The tables a Drizzle schema file declares: the resources over them (or over a narrowed alias of one, which is not
 * tenant-owned as a registry-served table is) have hand-written tables and routes.
 */
const HAND_WRITTEN = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
)
const FROM_REGISTRY = RESOURCES.filter(
  (resource) => !HAND_WRITTEN.has(resource.table) && !registryServedProblem(resource),
)

/** A demo row made new for each `n`: unique fields and the label carry `n` (within their length). */
function sampleOf(resource: Resource) {
  const demo = resource.demo ?? []
  return (n: number) => {
    const row = { ...demo[n % demo.length] } as Record<string, string | number>
    for (const [name, field] of Object.entries(resource.fields)) {
      if (!(field.unique || name === resource.labelField) || row[name] === undefined) continue
      const suffix = `-${n}`
      row[name] = `${String(row[name]).slice(0, (field.maxLength ?? 100) - suffix.length)}${suffix}`
    }
    return row
  }
}

/** A change of the first free text field (editable, no rule, not unique). */
function changeOf(resource: Resource): Record<string, string> {
  const found = Object.entries(resource.fields).find(
    ([, field]) =>
      (field.kind === 'text' || field.kind === 'textarea') &&
      !field.system &&
      !field.unique &&
      !field.rules?.length &&
      field.form !== false &&
      !(field.form && field.form.readOnlyOnEdit === true),
  )
  if (!found) throw new Error(`${resource.table}: no free text field to change in the generated suite`)
  const [name, field] = found
  return { [name]: `修改后的${field.label}`.slice(0, field.maxLength ?? 100) }
}

const own = ownSuites()
const generated = RESOURCES.filter((resource) => !own.has(resource) && resource.demo?.length)

describe('the generated resource suites', () => {
  it('run for every resource served from the registry', () => {
    expect(FROM_REGISTRY.map((resource) => resource.table)).toContain('transport_carrier')
    for (const resource of FROM_REGISTRY) expect(generated.includes(resource) || own.has(resource)).toBe(true)
  })

  it('find the suites test files declare themselves', () => {
    expect(own.size).toBeGreaterThan(20)
    expect(own.has(contract.positionResource)).toBe(true)
  })
})

for (const resource of generated)
  describeResource(t, {
    resource,
    sample: sampleOf(resource),
    change: changeOf(resource),
    owner: 'admin',
    outsider: 'hr',
  })

describe('the tables of the resources served from the registry', () => {
  it('are what their declarations describe once migrated (no drift)', async () => {
    const db = t.app.portico.database.db
    for (const resource of FROM_REGISTRY)
      expect({ table: resource.table, ddl: (await declaredTableDdl(db, resource)).ddl }).toEqual({
        table: resource.table,
        ddl: [],
      })
  })

  it('tell a declaration changed after its migration', async () => {
    const carrier = contract.carrierResource
    const changed: Resource = {
      ...carrier,
      fields: { ...carrier.fields, hubCode: { label: '分拨中心代码', kind: 'text', maxLength: 20 } },
    }
    const plan = await declaredTableDdl(t.app.portico.database.db, changed)
    expect(plan.ddl).toEqual(['ALTER TABLE "transport_carrier" ADD COLUMN "hub_code" varchar(20)'])
  })

  it('hold the seeded demo rows in tenant 1', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot${contract.carrierResource.baseUrl}/list?pageSize=50&code=POS-MY`,
      headers: { 'x-access-token': t.admin, tenant_id: '1' },
    })
    const body = answer.json() as { success: boolean; result: { records: Record<string, unknown>[] } }
    expect(body.success).toBe(true)
    expect(body.result.records[0]).toMatchObject({
      code: 'POS-MY',
      name: 'Pos Malaysia',
      country_dictText: '马来西亚',
      status: '1',
      maxWeight: '30.000',
    })
  })
})
