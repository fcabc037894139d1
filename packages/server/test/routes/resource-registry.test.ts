import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defineResource, RESOURCES } from '@portico/contract'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { customerBill } from '../../src/db/schema'
import { assertRegistryServed, missingRoutesOf } from '../../src/routes/resource-registry-check'
import { resourceRoutes } from '../../src/routes/resource-routes'
import { withTestApp } from '../helpers/app'

const t = withTestApp()
const declarations = path.resolve(import.meta.dirname, '../../../contract/src/resources')

/** The resources declared in the contract's source, counted from the files themselves. */
const declaredInSource = () =>
  readdirSync(declarations)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => readFileSync(path.join(declarations, file), 'utf8').match(/= defineResource\(/g) ?? [])
    .length

describe('the resource registry', () => {
  it('holds every resource the contract declares', () => {
    expect(declaredInSource()).toBeGreaterThan(30)
    expect(RESOURCES).toHaveLength(declaredInSource())
  })

  it('is served: the started server answers every action of every registered resource', () => {
    const missing = RESOURCES.flatMap((resource) => missingRoutesOf(t.app, '/jeecg-boot', resource))
    expect(missing).toEqual([])
  })

  it('refuses a server that misses a registered route, naming it', async () => {
    const bare = Fastify()
    await bare.ready()
    expect(() => assertRegistryServed(bare, '/jeecg-boot')).toThrow(/GET \/jeecg-boot\/sys\/position\/list/)
    await bare.close()
  })

  it('refuses to serve a resource outside the registry', () => {
    const stray = defineResource({
      baseUrl: '/test/stray',
      permission: 'test:stray',
      title: '游离资源',
      table: 'customer_bill',
      labelField: 'billNo',
      fields: { billNo: { label: '账单号', kind: 'text' } },
    })
    expect(() => resourceRoutes(stray, customerBill)).toThrow(/not in the resource registry/)
  })
})
