import { eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sysUser } from '../db/schema'
import { badRequest } from '../http/envelope'
import type { ImportPlan } from './excel/import-runner'
import type { ExcelSheetSpec } from './excel/sheet.types'
import { newId } from './ids'
import { listQuery } from './query'
import { USER_LIST, type UserListQuery } from './users-list'
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

const EXPORT_PAGE = 1000

/**
 * Every user the list would show for `query` (no paging), restricted to `selections` when given, a page at a time.
 * The first page is read before answering, so a database error still gets a JSON reply instead of a cut-off file.
 */
export async function userExportRecords(
  db: Db,
  query: UserListQuery,
  selections: string[],
): Promise<AsyncIterable<typeof sysUser.$inferSelect>> {
  const list = listQuery(USER_LIST, query, [
    eq(sysUser.delFlag, 0),
    ...(selections.length ? [inArray(sysUser.id, selections)] : []),
  ])
  const where = list.where
  const order = list.orderBy
  const page = (offset: number) =>
    db
      .select()
      .from(sysUser)
      .where(where)
      .orderBy(...order)
      .limit(EXPORT_PAGE)
      .offset(offset)
  const first = await page(0)
  return (async function* () {
    let rows = first
    for (let offset = 0; ; ) {
      yield* rows
      if (rows.length < EXPORT_PAGE) return
      offset += EXPORT_PAGE
      rows = await page(offset)
    }
  })()
}

type ImportedUser = UserValues & { status: number }

const emptyTaken = (): TakenUserKeys => ({ usernames: new Set(), phones: new Set(), emails: new Set() })

function addKeys(taken: TakenUserKeys, values: UserValues): void {
  taken.usernames.add(values.username ?? null)
  if (values.phone) taken.phones.add(values.phone)
  if (values.email) taken.emails.add(values.email)
}

/**
 * Users from a sheet: each row is checked like the user form, then refused when its username, phone or e-mail is
 * taken (in the database or by an earlier row of the file). Imported users get no usable password: they set one with
 * 忘记密码 (SMS) or an administrator sets it.
 */
export function userImportPlan(actor: string): ImportPlan<ImportedUser> {
  // Keys of rows already committed by this import, and of the batch being written.
  const inFile = emptyTaken()
  let pending = emptyTaken()
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
      const existing = await tx
        .select({ username: sysUser.username, phone: sysUser.phone, email: sysUser.email })
        .from(sysUser)
        .where(
          or(
            inArray(sysUser.username, usernames),
            phones.length ? inArray(sysUser.phone, phones) : undefined,
            emails.length ? inArray(sysUser.email, emails) : undefined,
          ),
        )
      const inDb: TakenUserKeys = {
        usernames: new Set(existing.map((r) => r.username)),
        phones: new Set(existing.map((r) => r.phone)),
        emails: new Set(existing.map((r) => r.email)),
      }
      const inBatch = emptyTaken()
      pending = inBatch
      const refused = new Map<number, string>()
      const accepted: (typeof sysUser.$inferInsert)[] = []
      const now = new Date()
      for (const row of rows) {
        const message = [inDb, inFile, inBatch]
          .map((taken) => duplicateMessage(row.value, taken))
          .find(Boolean)
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
      if (accepted.length) await tx.insert(sysUser).values(accepted)
      return refused
    },
    afterCommit() {
      for (const key of ['usernames', 'phones', 'emails'] as const) {
        for (const value of pending[key]) inFile[key].add(value)
      }
    },
  }
}
