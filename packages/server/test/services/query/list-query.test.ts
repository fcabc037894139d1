import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { sysUser } from '../../../src/db/schema'
import { HttpError } from '../../../src/http/envelope'
import {
  dictField,
  type ListSpec,
  listQuery,
  parsePlainValue,
  tableListSpec,
} from '../../../src/services/query'

const SPEC: ListSpec = {
  fields: {
    username: { column: sysUser.username, kind: 'string' },
    sex: { column: sysUser.sex, kind: 'dict', dictCode: 'sex' },
    status: { column: sysUser.status, kind: 'integer' },
    birthday: { column: sysUser.birthday, kind: 'date' },
    createTime: { column: sysUser.createTime, kind: 'datetime' },
    post: { column: sysUser.post, kind: 'string', filterable: false },
    workNo: { column: sysUser.workNo, kind: 'string', sortable: false },
  },
  defaultSort: { column: sysUser.createTime, ascending: false },
  tiebreak: sysUser.id,
}

const dialect = new PgDialect()
const render = (part: SQL | undefined) => (part ? dialect.sqlToQuery(part) : { sql: '', params: [] })
const advanced = (conditions: unknown, matchType?: string) => ({
  superQueryParams: encodeURI(JSON.stringify(conditions)),
  ...(matchType === undefined ? {} : { superQueryMatchType: matchType }),
})

/** The 400 message listQuery throws for a query. */
function refusal(query: Record<string, unknown>): string {
  try {
    listQuery(SPEC, query)
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).statusCode).toBe(400)
    return (error as HttpError).message
  }
  throw new Error(`accepted ${JSON.stringify(query)}`)
}

describe('plain parameter values (QueryGenerator order)', () => {
  it.each([
    ['abc', true, { rule: 'eq', values: ['abc'] }],
    ['*abc*', true, { rule: 'like', values: ['abc'] }],
    ['abc*', true, { rule: 'right_like', values: ['abc'] }],
    ['*abc', true, { rule: 'left_like', values: ['abc'] }],
    ['a,b,', true, { rule: 'in', values: ['a', 'b'] }],
    [',a,b,', true, { rule: 'like', values: ['a', 'b'] }],
    [',1,2,', false, { rule: 'in', values: ['1', '2'] }],
    ['!abc', true, { rule: 'ne', values: ['abc'] }],
    ['a++b', true, { rule: 'eq', values: ['a,b'] }],
    ['>= P1005', true, { rule: 'ge', values: ['P1005'] }],
    ['le 3', false, { rule: 'le', values: ['3'] }],
    ['!= x', true, { rule: 'ne', values: ['x'] }],
    ['*', true, { rule: 'eq', values: ['*'] }],
  ])('%j → %j', (raw, textual, expected) => {
    expect(parsePlainValue(raw, textual)).toEqual(expected)
  })

  it('asks for nothing when the value is empty', () => {
    expect(parsePlainValue('', true)).toBeUndefined()
    expect(parsePlainValue(',,', true)).toBeUndefined()
    expect(parsePlainValue(',', false)).toBeUndefined()
  })
})

describe('SQL of a list query', () => {
  it('binds every value and escapes LIKE wildcards', () => {
    const hostile = "x' OR '1'='1; drop table sys_user; --%_\\"
    const { sql: text, params } = render(listQuery(SPEC, { username: `*${hostile}*` }).where)
    expect(text).toBe('"sys_user"."username" like $1')
    expect(params).toEqual([`%x' OR '1'='1; drop table sys\\_user; --\\%\\_\\\\%`])
  })

  it('groups advanced conditions with the match type inside the plain ones', () => {
    const query = {
      username: 'admin*',
      ...advanced(
        [
          { field: 'sex', rule: 'eq', val: '1' },
          { field: 'status', rule: 'in', val: '1,2' },
        ],
        'OR',
      ),
    }
    const { sql: text, params } = render(listQuery(SPEC, query, [sql`true`]).where)
    expect(text).toBe(
      '(true and "sys_user"."username" like $1 and ("sys_user"."sex" = $2 or "sys_user"."status" in ($3, $4)))',
    )
    expect(params).toEqual(['admin%', 1, 1, 2])
  })

  it('accepts rule symbols and names in any case, and plain JSON as well as encodeURI', () => {
    const { params } = render(
      listQuery(SPEC, {
        superQueryParams: JSON.stringify([
          { field: 'status', rule: '>=', val: 1 },
          { field: 'username', rule: 'RIGHT_LIKE', val: '50%' },
        ]),
      }).where,
    )
    expect(params).toEqual([1, '50\\%%'])
  })

  it('skips conditions missing a field, rule or value, as JeecgBoot does', () => {
    const query = advanced([
      { field: '', rule: 'eq', val: 'x' },
      { field: 'username', rule: '', val: 'x' },
      { field: 'username', rule: 'eq', val: '' },
      { field: 'username', rule: 'in', val: ',,' },
      { field: 'username', rule: 'eq' },
    ])
    expect(listQuery(SPEC, query).where).toBeUndefined()
  })

  it('reads a datetime value as its whole day or second, and ranges as inclusive bounds', () => {
    const day = render(
      listQuery(SPEC, advanced([{ field: 'createTime', rule: 'eq', val: '2026-01-02' }])).where,
    )
    expect(day.sql).toBe('("sys_user"."create_time" >= $1 and "sys_user"."create_time" < $2)')
    expect(day.params).toEqual(['2026-01-01T16:00:00.000Z', '2026-01-02T16:00:00.000Z'])
    const range = render(
      listQuery(SPEC, { createTime_begin: '2026-01-02 08:00:00', createTime_end: '2026-01-03' }).where,
    )
    expect(range.sql).toBe('("sys_user"."create_time" >= $1 and "sys_user"."create_time" < $2)')
    expect(range.params).toEqual(['2026-01-02T00:00:00.000Z', '2026-01-03T16:00:00.000Z'])
  })

  it('compares a dictionary field on its stored code, typed like its column', () => {
    expect(render(listQuery(SPEC, { sex: '2' }).where).params).toEqual([2])
    expect(refusal({ sex: '男' })).toBe('查询字段 sex 的值 "男" 不是整数（sex must be an integer）')
  })

  it('sorts by a whitelisted column (without _dictText) with the id tiebreak, else by the default', () => {
    const order = (query: Record<string, unknown>) =>
      listQuery(SPEC, query).orderBy.map((part) => render(part).sql)
    expect(order({})).toEqual(['"sys_user"."create_time" desc', '"sys_user"."id" desc'])
    expect(order({ column: 'sex_dictText', order: 'ASC' })).toEqual([
      '"sys_user"."sex" asc',
      '"sys_user"."id" asc',
    ])
    expect(order({ column: 'username', order: 'desc' })).toEqual([
      '"sys_user"."username" desc',
      '"sys_user"."id" desc',
    ])
  })

  it('pages within 1..1000', () => {
    expect(listQuery(SPEC, { pageNo: 3, pageSize: 20 })).toMatchObject({
      pageNo: 3,
      pageSize: 20,
      offset: 40,
    })
    expect(listQuery(SPEC, { pageSize: 5000 })).toMatchObject({ pageNo: 1, pageSize: 1000, offset: 0 })
  })
})

describe('refusals name the field and never reach SQL', () => {
  it.each([
    [{ status: 'abc' }, '查询字段 status 的值 "abc" 不是整数（status must be an integer）'],
    [{ status: '0x10' }, '查询字段 status 的值 "0x10" 不是整数（status must be an integer）'],
    [{ status: '99999' }, '查询字段 status 的值 "99999" 超出范围（status is out of range）'],
    [{ status: '*1*' }, '查询字段 status 不支持模糊查询（status does not support the like rule）'],
    [
      { birthday: '2026-02-30' },
      '查询字段 birthday 的日期 "2026-02-30" 格式不正确，应为 yyyy-MM-dd（birthday must be a date yyyy-MM-dd）',
    ],
    [
      { createTime_begin: 'yesterday' },
      '查询字段 createTime_begin 的时间 "yesterday" 格式不正确，应为 yyyy-MM-dd HH:mm:ss（createTime_begin must be a date-time yyyy-MM-dd HH:mm:ss）',
    ],
    [
      { createTime_end: '2026-01-01 24:00:00' },
      '查询字段 createTime_end 的时间 "2026-01-01 24:00:00" 格式不正确，应为 yyyy-MM-dd HH:mm:ss（createTime_end must be a date-time yyyy-MM-dd HH:mm:ss）',
    ],
    [
      { username: 'a\u0000b' },
      '查询字段 username 的值含有不允许的字符（username contains a character that is not allowed）',
    ],
    [{ column: 'password', order: 'asc' }, '排序字段 "password" 不存在（unknown sort column "password"）'],
    [{ column: 'workNo' }, '排序字段 "workNo" 不存在（unknown sort column "workNo"）'],
    [
      { superQueryMatchType: 'xor' },
      '高级查询匹配方式 "xor" 不正确，只能是 and 或 or（superQueryMatchType must be and or or）',
    ],
    [
      { superQueryParams: '%5B%7B' },
      '高级查询参数 superQueryParams 不是合法的JSON（superQueryParams is not valid JSON）',
    ],
    [
      { superQueryParams: '%E0%A4%A' },
      '高级查询参数 superQueryParams 不是合法的JSON（superQueryParams is not valid JSON）',
    ],
    [
      { superQueryParams: '{"field":"username"}' },
      '高级查询参数 superQueryParams 必须是条件数组（superQueryParams must be a JSON array of conditions）',
    ],
  ])('%j', (query, message) => {
    expect(refusal(query)).toBe(message)
  })

  it.each([
    ['password', '查询字段 "password" 不存在（unknown query field "password"）'],
    ['post', '查询字段 "post" 不存在（unknown query field "post"）'],
    ['constructor', '查询字段 "constructor" 不存在（unknown query field "constructor"）'],
    ['__proto__', '查询字段 "__proto__" 不存在（unknown query field "__proto__"）'],
    [
      'id;drop table sys_user;--',
      '查询字段 "id;drop table sys_user;--" 不存在（unknown query field "id;drop table sys_user;--"）',
    ],
    [
      'username) or (1=1) or (username',
      '查询字段 "username) or (1=1) or (username" 不存在（unknown query field "username) or (1=1) or (username"）',
    ],
  ])('advanced field %j', (field, message) => {
    expect(refusal(advanced([{ field, rule: 'eq', val: 'x' }]))).toBe(message)
    // Even with an empty value the name is refused rather than skipped.
    expect(refusal(advanced([{ field, rule: 'eq', val: '' }]))).toBe(message)
  })

  it('refuses unknown rules and malformed conditions', () => {
    expect(refusal(advanced([{ field: 'username', rule: 'not_like', val: 'x' }]))).toBe(
      '不支持的查询规则 "not_like"（unsupported query rule "not_like"）',
    )
    expect(refusal(advanced(['username']))).toBe(
      '高级查询第 1 个条件格式不正确（condition 1 must be an object {field, rule, val}; val a list only for in）',
    )
    expect(
      refusal(
        advanced([
          { field: 'username', rule: 'eq', val: 'a' },
          { field: 'username', rule: 'eq', val: {} },
        ]),
      ),
    ).toBe(
      '高级查询第 2 个条件格式不正确（condition 2 must be an object {field, rule, val}; val a list only for in）',
    )
    // A list of values only for `in`.
    expect(refusal(advanced([{ field: 'username', rule: 'eq', val: ['a', 'b'] }]))).toBe(
      '高级查询第 1 个条件格式不正确（condition 1 must be an object {field, rule, val}; val a list only for in）',
    )
    expect(
      refusal(advanced(Array.from({ length: 51 }, () => ({ field: 'username', rule: 'eq', val: 'a' })))),
    ).toBe('高级查询条件不能超过 50 个（at most 50 conditions are allowed）')
    // A lone surrogate, which JSON can spell but PostgreSQL cannot store.
    expect(refusal({ superQueryParams: '[{"field":"username","rule":"eq","val":"\\ud800"}]' })).toBe(
      '查询字段 username 的值含有不允许的字符（username contains a character that is not allowed）',
    )
  })
})

describe('a whitelist declared on its table', () => {
  it('takes each field from the table column of the same name and lists the newest first', () => {
    const declared = tableListSpec(sysUser, {
      username: 'string',
      sex: dictField('sex'),
      status: 'integer',
      birthday: 'date',
      createTime: 'datetime',
      post: { kind: 'string', filterable: false },
      workNo: { kind: 'string', sortable: false },
    })
    expect(declared).toEqual(SPEC)
    expect(Object.keys(declared.fields)).toEqual(Object.keys(SPEC.fields))
  })

  it('refuses a name that is not a column of the table', () => {
    expect(() => tableListSpec(sysUser, { userName: 'string' } as never)).toThrow(
      'list field userName is not a column of its table',
    )
  })
})
