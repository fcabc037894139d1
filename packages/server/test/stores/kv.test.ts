import { afterAll, beforeAll, describe } from 'vitest'
import { migrateDatabase } from '../../src/db/migrate'
import { PgKvStore } from '../../src/stores/kv'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { kvContract } from '../helpers/kv-contract'

let testDb: TestDatabase
let store: PgKvStore

beforeAll(async () => {
  testDb = await createTestDatabase()
  await migrateDatabase(testDb.database)
  store = new PgKvStore(testDb.database.db)
})
afterAll(async () => {
  await testDb?.drop()
})

describe(`PgKvStore on ${process.env.TEST_DB}`, () => {
  kvContract(() => store, 'kv')
})
