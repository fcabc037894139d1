import { describe, expect, it } from 'vitest'
import { createServer } from '../src/server'
import { createTestDatabase } from './helpers/database'

describe('first start on PostgreSQL', () => {
  it('refuses to seed without ADMIN_PASSWORD', async () => {
    const testDb = await createTestDatabase()
    try {
      await expect(
        createServer({ database: testDb.database, logger: false, config: { adminPassword: undefined } }),
      ).rejects.toThrow(/ADMIN_PASSWORD/)
    } finally {
      await testDb.drop()
    }
  })
})
