import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded database test apps start from: a PGlite dump file, or a PostgreSQL template's name. */
    templateDatabase: string
  }
}

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const buildTemplate = (kind: string, target: string) =>
  promisify(execFile)(
    'npx',
    ['tsx', '--conditions=portico-source', 'test/helpers/build-template.ts', kind, target],
    { cwd: path.join(import.meta.dirname, '../..'), env: process.env },
  )

/**
 * Migrates and seeds one database for the whole run, so each test file copies it (a PostgreSQL template, a PGlite
 * dump) instead of running every migration and the seed again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const name = `portico_tpl_${randomBytes(6).toString('hex')}`
  if (project.config.env?.TEST_DB === 'postgres') {
    await adminQuery(`CREATE DATABASE ${name}`)
    await buildTemplate('postgres', name)
    project.provide('templateDatabase', name)
    return () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  const file = path.join(tmpdir(), `${name}.tar`)
  await buildTemplate('pglite', file)
  project.provide('templateDatabase', file)
  return () => rm(file, { force: true })
}
