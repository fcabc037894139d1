import { DatabaseType, PASSWORD_MASK } from '@portico/contract'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from '../../db/client'
import { sysDataSource } from '../../db/schema'
import { badRequest, notFound } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'
import { type SecretBox, SecretBoxError } from '../shared/secret-box'

/** The longest a 测试连接 may take, connecting and answering `select 1`. */
export const CONNECTION_TEST_TIMEOUT_MS = 5000

/** 多数据源: a password sent in a form is stored sealed (the resource layer leaves an unchanged one alone). */
export const dataSourceHooks = (secrets: SecretBox): ResourceHooks => ({
  async beforeWrite({ values }) {
    const password = values.dbPassword
    return typeof password === 'string' && password !== ''
      ? { dbPassword: secrets.seal(password) }
      : undefined
  },
})

export interface ConnectionForm {
  id?: string
  dbType?: string
  dbUrl?: string
  dbUsername?: string
  dbPassword?: string
}

/** `jdbc:postgresql://host:port/db?…` (or `postgres://…`) → where pg connects. */
export function postgresTarget(dbUrl: string) {
  const url = (() => {
    try {
      return new URL(dbUrl.trim().replace(/^jdbc:/, ''))
    } catch {
      return undefined
    }
  })()
  if (!url || !['postgresql:', 'postgres:'].includes(url.protocol) || !url.hostname)
    throw badRequest('数据源地址格式不正确，应为 jdbc:postgresql://主机:端口/数据库')
  const sslmode = url.searchParams.get('sslmode')
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 5432,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || undefined,
    ssl:
      sslmode === 'require' || sslmode === 'verify-full'
        ? { rejectUnauthorized: sslmode === 'verify-full' }
        : undefined,
  }
}

function sameTarget(stored: { dbUrl: string | null; dbUsername: string | null }, form: ConnectionForm) {
  if (!stored.dbUrl || (stored.dbUsername ?? '') !== (form.dbUsername ?? '')) return false
  let before: ReturnType<typeof postgresTarget>
  try {
    before = postgresTarget(stored.dbUrl)
  } catch {
    return false
  }
  const after = postgresTarget(form.dbUrl ?? '')
  return (
    before.host.toLowerCase() === after.host.toLowerCase() &&
    before.port === after.port &&
    before.database === after.database
  )
}

/** The password to try: the one typed, else the stored one of the record being edited. */
async function passwordOf(db: Db, secrets: SecretBox, form: ConnectionForm): Promise<string | undefined> {
  if (form.dbPassword && form.dbPassword !== PASSWORD_MASK) return form.dbPassword
  if (!form.id) return undefined
  const [row] = await db
    .select({
      dbPassword: sysDataSource.dbPassword,
      dbUrl: sysDataSource.dbUrl,
      dbUsername: sysDataSource.dbUsername,
    })
    .from(sysDataSource)
    .where(eq(sysDataSource.id, form.id))
  if (!row) throw notFound('未找到对应数据')
  if (!row.dbPassword) return undefined
  // The stored password goes only where it was stored for: a changed server, port, database or user needs it typed.
  if (!sameTarget(row, form)) throw badRequest('数据源地址或用户名已修改，请重新输入密码后再测试')
  try {
    return secrets.open(row.dbPassword)
  } catch (error) {
    if (error instanceof SecretBoxError)
      throw badRequest('无法解密已保存的密码（DATA_SOURCE_SECRET 已更换？），请重新输入密码后再测试')
    throw error
  }
}

/**
 * 测试连接: really connects to a PostgreSQL data source and runs `select 1`, within CONNECTION_TEST_TIMEOUT_MS; a
 * failure is a 400 with the driver's message. Other database types cannot be tried from this server.
 */
export async function testConnection(
  db: Db,
  secrets: SecretBox,
  form: ConnectionForm,
  timeoutMs = CONNECTION_TEST_TIMEOUT_MS,
): Promise<void> {
  if (form.dbType !== DatabaseType.POSTGRESQL) throw badRequest('暂只支持测试 PostgreSQL 数据源的连接')
  if (!form.dbUrl) throw badRequest('请输入数据源地址!')
  const target = postgresTarget(form.dbUrl)
  const client = new pg.Client({
    ...target,
    user: form.dbUsername || undefined,
    password: await passwordOf(db, secrets, form),
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  })
  // A listener keeps a late socket error (after the timeout) from crashing the process.
  client.on('error', () => {})
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      (async () => {
        await client.connect()
        await client.query('select 1')
      })(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`连接超时（${timeoutMs / 1000}秒）`)), timeoutMs + 500)
      }),
    ])
  } catch (error) {
    throw badRequest(`连接失败：${error instanceof Error && error.message ? error.message : String(error)}`)
  } finally {
    clearTimeout(timer)
    client.end().catch(() => {})
  }
}
