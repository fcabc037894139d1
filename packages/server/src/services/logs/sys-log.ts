import type { Db } from '../../db/client'
import { sysLog } from '../../db/schema'
import { newId } from '../shared/ids'
import { withoutSecrets } from '../shared/redact'

export const LOG_TYPE_LOGIN = 1
export const LOG_TYPE_OPERATION = 2

/** JeecgBoot's operate_type codes. */
export const OPERATE_TYPE = { query: 1, add: 2, update: 3, delete: 4, import: 5, export: 6 } as const

const MAX_PARAM_CHARS = 2000

export type SysLogEntry = Omit<typeof sysLog.$inferInsert, 'id' | 'createTime' | 'requestParam'> & {
  params?: unknown
  createTime?: Date
}

/** Parameters as stored: JSON with secret fields redacted, cut to 2,000 characters. */
export function storedParams(params: unknown): string | null {
  if (params === undefined || params === null) return null
  const text = JSON.stringify(withoutSecrets(params))
  return text.length > MAX_PARAM_CHARS ? `${text.slice(0, MAX_PARAM_CHARS - 1)}…` : text
}

export function operateTypeOf(method: string, route: string): number {
  if (/import/i.test(route)) return OPERATE_TYPE.import
  if (/export/i.test(route)) return OPERATE_TYPE.export
  if (method === 'DELETE' || /delete|remove/i.test(route)) return OPERATE_TYPE.delete
  if (method === 'PUT' || /edit|update/i.test(route)) return OPERATE_TYPE.update
  if (method === 'GET') return OPERATE_TYPE.query
  return OPERATE_TYPE.add
}

export async function writeSysLog(db: Db, entry: SysLogEntry): Promise<void> {
  const { params, createTime, ...columns } = entry
  await db.insert(sysLog).values({
    ...columns,
    id: newId(),
    logContent: columns.logContent?.slice(0, 1000),
    method: columns.method?.slice(0, 500),
    requestUrl: columns.requestUrl?.slice(0, 255),
    requestParam: storedParams(params),
    createTime: createTime ?? new Date(),
  })
}
