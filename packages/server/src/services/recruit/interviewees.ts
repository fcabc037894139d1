import { MOBILE_PATTERN, PASSWORD_MIN_LENGTH } from '@portico/contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { recruitInterviewee } from '../../db/schema'
import { badRequest, conflict, unauthorized } from '../../http/envelope'
import { isUniqueViolation } from '../../http/errors'
import { hashPassword } from '../auth/passwords'
import { newId } from '../shared/ids'

/** Spec §4: an interviewee's login lasts about 23 hours. */
export const INTERVIEWEE_SESSION_MS = 23 * 60 * 60 * 1000
export const INTERVIEWEE_PASSWORD_MAX = 64

export type IntervieweeRow = typeof recruitInterviewee.$inferSelect

export function checkedPhone(raw: unknown): string {
  const phone = typeof raw === 'string' ? raw.trim() : ''
  if (!phone) throw badRequest('请输入手机号')
  if (!MOBILE_PATTERN.test(phone)) throw badRequest('手机号码格式不正确')
  return phone
}

/** At least 6 characters with a letter and a digit; the confirmation must match. */
export function checkedNewPassword(password: unknown, confirm: unknown): string {
  const value = typeof password === 'string' ? password : ''
  if (!value) throw badRequest('请输入密码')
  if (value.length < PASSWORD_MIN_LENGTH || value.length > INTERVIEWEE_PASSWORD_MAX)
    throw badRequest(`密码长度应为${PASSWORD_MIN_LENGTH}-${INTERVIEWEE_PASSWORD_MAX}位`)
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) throw badRequest('密码需同时包含字母和数字')
  if (confirm !== undefined && confirm !== value) throw badRequest('两次输入的密码不一样！')
  return value
}

export async function intervieweeByPhone(db: Db, phone: string): Promise<IntervieweeRow | undefined> {
  const rows = await db.select().from(recruitInterviewee).where(eq(recruitInterviewee.phone, phone))
  return rows[0]
}

/** The signed-in interviewee; a frozen or vanished account counts as signed out. */
export async function currentInterviewee(db: Db, id: string | null): Promise<IntervieweeRow> {
  if (!id) throw unauthorized()
  const [row] = await db.select().from(recruitInterviewee).where(eq(recruitInterviewee.id, id))
  if (row?.status !== 1) throw unauthorized()
  return row
}

export const PHONE_TAKEN = '该手机号已注册，请直接登录'

/**
 * Opens a portal account for a phone whose SMS code the caller has checked: the password follows the portal's rule,
 * a phone already registered is a 409. Answers the new interviewee's id.
 */
export async function registerInterviewee(
  db: Db,
  account: { phone: unknown; password: unknown; confirmPassword?: unknown },
  at = new Date(),
): Promise<string> {
  const phone = checkedPhone(account.phone)
  const chosen = checkedNewPassword(account.password, account.confirmPassword)
  if (await intervieweeByPhone(db, phone)) throw conflict(PHONE_TAKEN)
  const { hash, salt } = await hashPassword(chosen)
  const id = newId()
  try {
    await db
      .insert(recruitInterviewee)
      .values({ id, phone, password: hash, salt, createTime: at, updateTime: at })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PHONE_TAKEN)
    throw error
  }
  return id
}
