import { or, sql } from 'drizzle-orm'
import { sysUser } from '../../db/schema'
import { badRequest } from '../../http/envelope'
import type { ImportPlan } from '../excel/import-runner'
import type { ExcelSheetSpec } from '../excel/sheet.types'
import { newId } from '../shared/ids'
import { insertMany } from '../shared/insert-many'
import { duplicateMessage, type TakenUserKeys, type UserValues, validatedFields } from './users-write'

/** The user sheet (JeecgBoot SysUser @Excel titles). */
export const USER_SHEET: ExcelSheetSpec = {
  title: '用户列表数据',
  sheetName: '用户信息',
  fileName: '用户列表',
  key: 'sys_user',
  columns: [
    { title: '登录账号', field: 'username', required: true, width: 18 },
    { title: '真实姓名', field: 'realname', required: true, width: 14 },
    { title: '性别', field: 'sex', dictCode: 'sex', width: 8 },
    { title: '生日', field: 'birthday', width: 12 },
    { title: '电子邮件', field: 'email', width: 26 },
    { title: '手机号码', field: 'phone', width: 14 },
    { title: '工号', field: 'workNo', width: 12 },
    { title: '职务', field: 'post', width: 14 },
    { title: '座机号', field: 'telephone', width: 14 },
    { title: '状态', field: 'status', dictCode: 'user_status', width: 8 },
  ],
}

type ImportedUser = UserValues & { status: number }

/** Every column an imported user row fills (the rest keep NULL). */
const IMPORTED_COLUMNS: (keyof typeof sysUser.$inferInsert)[] = [
  'id',
  'username',
  'realname',
  'password',
  'salt',
  'sex',
  'birthday',
  'email',
  'phone',
  'workNo',
  'post',
  'telephone',
  'relTenantIds',
  'status',
  'delFlag',
  'userIdentity',
  'createBy',
  'createTime',
]

const emptyTaken = (): TakenUserKeys => ({ usernames: new Set(), phones: new Set(), emails: new Set() })

function addKeys(taken: TakenUserKeys, values: UserValues): void {
  taken.usernames.add(values.username ?? null)
  if (values.phone) taken.phones.add(values.phone)
  if (values.email) taken.emails.add(values.email)
}

/**
 * Users from a sheet: each row is checked like the user form, then refused when its username, phone or e-mail is
 * taken, in the database (earlier batches of the file are committed before the next is checked) or by an earlier row
 * of the same batch. Imported users get no usable password: they set one with
 * 忘记密码 (SMS) or an administrator sets it.
 */
export function userImportPlan(actor: string): ImportPlan<ImportedUser> {
  return {
    spec: USER_SHEET,
    validate(cells) {
      const values = validatedFields({
        ...cells,
        username: cells.username ?? '',
        realname: cells.realname ?? '',
      })
      const status = cells.status ? Number(cells.status) : 1
      if (status !== 1 && status !== 2) throw badRequest('状态只能是正常或冻结')
      return { ...values, status }
    },
    async saveBatch(tx, rows) {
      const values = rows.map((r) => r.value)
      const usernames = values.map((v) => v.username!)
      const phones = values.flatMap((v) => (v.phone ? [v.phone] : []))
      const emails = values.flatMap((v) => (v.email ? [v.email] : []))
      // One array parameter per key list, however large the batch.
      const existing = await tx
        .select({ username: sysUser.username, phone: sysUser.phone, email: sysUser.email })
        .from(sysUser)
        .where(
          or(
            sql`${sysUser.username} = ANY(${sql.param(usernames)}::varchar[])`,
            phones.length ? sql`${sysUser.phone} = ANY(${sql.param(phones)}::varchar[])` : undefined,
            emails.length ? sql`${sysUser.email} = ANY(${sql.param(emails)}::varchar[])` : undefined,
          ),
        )
      const inDb: TakenUserKeys = {
        usernames: new Set(existing.map((r) => r.username)),
        phones: new Set(existing.map((r) => r.phone)),
        emails: new Set(existing.map((r) => r.email)),
      }
      const inBatch = emptyTaken()
      const refused = new Map<number, string>()
      const accepted: (typeof sysUser.$inferInsert)[] = []
      const now = new Date()
      for (const row of rows) {
        const message = duplicateMessage(row.value, inDb) ?? duplicateMessage(row.value, inBatch)
        if (message) {
          refused.set(row.rowNumber, message)
          continue
        }
        addKeys(inBatch, row.value)
        accepted.push({
          ...row.value,
          id: newId(),
          username: row.value.username!,
          realname: row.value.realname!,
          password: '',
          salt: null,
          delFlag: 0,
          userIdentity: 1,
          createBy: actor,
          createTime: now,
        })
      }
      await insertMany(tx, sysUser, IMPORTED_COLUMNS, accepted)
      return refused
    },
  }
}
