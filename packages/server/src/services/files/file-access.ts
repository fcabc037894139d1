import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { tokenOf } from '../../http/access-token'
import { forbidden, unauthorized } from '../../http/envelope'
import type { SessionStore } from '../auth/sessions'
import type { Caches } from '../cache/caches'
import { heldCodes } from '../users/held-codes'

/** A job seeker's uploads live under `recruit/<intervieweeId>/`: photos and résumés, not for anyone with the link. */
export const RECRUIT_FOLDER = 'recruit'
const RECRUIT_READER = 'recruit:application:list'

const ownerOf = (key: string): string | undefined => {
  const [top, owner] = key.split('/')
  return top === RECRUIT_FOLDER ? owner : undefined
}

/**
 * Reading a stored file: a job seeker's file needs their own token or a staff token that may read applications;
 * everything else is public as in JeecgBoot (`<img src>` cannot send the header).
 */
export async function assertMayRead(
  deps: { caches: Caches; db: Db; intervieweeSessions: SessionStore },
  request: FastifyRequest,
  key: string,
): Promise<void> {
  const owner = ownerOf(key)
  if (owner === undefined) return
  const token = tokenOf(request)
  if (!token) throw unauthorized()
  if (request.user) {
    if ((await heldCodes(deps, request.user.id)).has(RECRUIT_READER)) return
  } else if ((await deps.intervieweeSessions.resolve(token)) === owner) return
  throw forbidden()
}

/** `/sys/common/upload` writes anywhere but a job seeker's folder (they upload through `/recruit/resume/file/upload`). */
export function assertMayWrite(biz: string): void {
  if (biz.split('/')[0] === RECRUIT_FOLDER) throw forbidden('无权上传到该目录')
}
