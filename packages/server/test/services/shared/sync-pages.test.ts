import { describe, expect, it } from 'vitest'
import { SyncPageRegistry } from '../../../src/services/shared/sync-pages'

const kind = (name: string, permission: string | string[] = 'p:edit', existing = ['1']) => ({
  kind: name,
  permission,
  exists: async (key: string) => existing.includes(key),
})

describe('SyncPageRegistry', () => {
  it('resolves `<kind>-<key>` to its kind and key, and nothing else', () => {
    const registry = new SyncPageRegistry()
    registry.register(kind('instore-batch'))
    registry.register(kind('report'))
    expect(registry.resolve('instore-batch-ab-12')).toMatchObject({
      kind: { kind: 'instore-batch' },
      key: 'ab-12',
    })
    expect(registry.resolve('report-7')).toMatchObject({ kind: { kind: 'report' }, key: '7' })
    for (const pageId of ['instore-batch', 'instore-batch-', 'instore-1', 'reports-1', 'xreport-1', ''])
      expect(registry.resolve(pageId)).toBeNull()
  })

  it('answers why a page is refused: unknown kind, missing permission, missing key', async () => {
    const registry = new SyncPageRegistry()
    registry.register(kind('instore-batch', 'site:instore:edit'))
    registry.register(kind('bill', ['bill:edit', 'bill:audit']))
    const codes = new Set(['site:instore:edit'])
    expect(await registry.refusal('instore-batch-1', codes)).toBeNull()
    expect(await registry.refusal('instore-batch-2', codes)).toBe('page not found')
    expect(await registry.refusal('other-1', codes)).toBe('unknown page kind')
    expect(await registry.refusal('instore-batch-1', new Set())).toBe('forbidden: site:instore:edit')
    expect(await registry.refusal('bill-1', codes)).toBe('forbidden: bill:edit or bill:audit')
    expect(await registry.refusal('bill-1', new Set(['bill:audit']))).toBeNull()
  })

  it('does not check existence for a user without the permission', async () => {
    const registry = new SyncPageRegistry()
    let asked = 0
    registry.register({
      kind: 'a',
      permission: 'x',
      exists: async () => {
        asked++
        return true
      },
    })
    await registry.refusal('a-1', new Set())
    expect(asked).toBe(0)
  })

  it('refuses kinds that are malformed, repeated or would claim each other’s pages', () => {
    const registry = new SyncPageRegistry()
    registry.register(kind('instore-batch'))
    expect(() => registry.register(kind('instore-batch'))).toThrow(/clashes/)
    expect(() => registry.register(kind('instore'))).toThrow(/clashes with "instore-batch"/)
    expect(() => registry.register(kind('instore-batch-line'))).toThrow(/clashes/)
    for (const bad of ['', 'Instore', 'in store', 'a--b', '-a', 'a-', 'a_b'])
      expect(() => registry.register(kind(bad))).toThrow(/lower-case/)
    registry.register(kind('instorebatch'))
  })
})
