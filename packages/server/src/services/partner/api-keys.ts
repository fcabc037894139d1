import { randomBytes } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { partnerApiKey } from '../../db/schema'
import { badRequest, notFound } from '../../http/envelope'
import type { SecretBox } from '../shared/secret-box'
import { PARTNER_SCOPES, type PartnerScope } from './catalog'

export interface NewApiKey {
  customerId: number
  name: string
  scopes: string[]
  actor: string
  at?: Date
}

/** Scopes as given, checked against the catalogue and kept in its order. */
export function checkedScopes(scopes: readonly string[]): PartnerScope[] {
  const unknown = scopes.filter((s) => !(PARTNER_SCOPES as readonly string[]).includes(s))
  if (unknown.length) throw badRequest(`未知的权限范围：${unknown.join('、')}`)
  const chosen = PARTNER_SCOPES.filter((s) => scopes.includes(s))
  if (chosen.length === 0) throw badRequest('请至少选择一个权限范围')
  return chosen
}

/** Creates a key; the answer carries the secret, which is never shown again. */
export async function createApiKey(db: Db, secrets: SecretBox, key: NewApiKey) {
  const name = key.name.trim()
  if (name === '') throw badRequest('名称不能为空')
  const scopes = checkedScopes(key.scopes)
  const id = `pk_${randomBytes(12).toString('hex')}`
  const secret = `sk_${randomBytes(32).toString('base64url')}`
  const [row] = await db
    .insert(partnerApiKey)
    .values({
      id,
      customerId: key.customerId,
      name: name.slice(0, 100),
      scopes: scopes.join(','),
      secretSealed: secrets.seal(secret),
      secretHint: secret.slice(-4),
      createBy: key.actor,
      createTime: key.at ?? new Date(),
    })
    .returning()
  return { ...publicKey(row!), secret }
}

/** A key as lists show it: never the secret. */
export function publicKey(row: typeof partnerApiKey.$inferSelect) {
  const { secretSealed: _sealed, ...rest } = row
  return { ...rest, scopes: row.scopes.split(',') }
}

export async function listApiKeys(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(partnerApiKey)
    .where(eq(partnerApiKey.customerId, customerId))
    .orderBy(desc(partnerApiKey.createTime))
  return rows.map(publicKey)
}

/** Revokes one of the customer's keys; a key of another customer is not found. */
export async function revokeApiKey(db: Db, customerId: number, id: string, actor: string) {
  const [row] = await db
    .update(partnerApiKey)
    .set({ status: '0', revokedTime: new Date(), revokedBy: actor })
    .where(and(eq(partnerApiKey.id, id), eq(partnerApiKey.customerId, customerId)))
    .returning()
  if (!row) throw notFound('API密钥不存在')
  return publicKey(row)
}
