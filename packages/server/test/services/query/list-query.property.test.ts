import { sql } from 'drizzle-orm'
import { date, numeric, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Db } from '../../../src/db/client'
import { HttpError } from '../../../src/http/envelope'
import { dictField, type ListSpec, listQuery, tableListSpec } from '../../../src/services/query'
import { createTestDatabase, type TestDatabase } from '../../helpers/database'

/**
 * The translator against the real database (PGlite and PostgreSQL): random rows, random and hostile advanced
 * queries, and the rows the database returns must be exactly the rows an in-memory reference evaluator keeps,
 * in the same order. Queries the reference deems invalid must be refused with a 400 instead.
 */

// Text columns use the C collation so that comparisons and ORDER BY follow code points, like the reference.
const probe = pgTable('query_probe', {
  id: varchar('id', { length: 8 }).primaryKey(),
  name: text('name'),
  note: varchar('note', { length: 200 }).notNull(),
  qty: smallint('qty'),
  price: numeric('price', { precision: 12, scale: 2 }),
  day: date('day', { mode: 'string' }),
  at: timestamp('at', { mode: 'date' }),
  status: varchar('status', { length: 10 }),
  level: smallint('level'),
})

const CREATE_PROBE = sql.raw(`CREATE TABLE query_probe (
  id varchar(8) COLLATE "C" PRIMARY KEY,
  name text COLLATE "C",
  note varchar(200) COLLATE "C" NOT NULL,
  qty smallint,
  price numeric(12, 2),
  day date,
  at timestamp,
  status varchar(10) COLLATE "C",
  level smallint
)`)

const SPEC: ListSpec = tableListSpec(
  probe,
  {
    name: 'string',
    note: 'string',
    qty: 'integer',
    price: 'number',
    day: 'date',
    at: 'datetime',
    status: dictField('probe_status'),
    level: dictField('probe_level'),
  },
  { defaultSort: { column: probe.id, ascending: true }, tiebreak: probe.id },
)

type FieldName = 'name' | 'note' | 'qty' | 'price' | 'day' | 'at' | 'status' | 'level'
const FIELD_NAMES = Object.keys(SPEC.fields) as FieldName[]
const TEXT_FIELDS = new Set<string>(['name', 'note', 'status'])

interface Row {
  id: string
  name: string | null
  note: string
  qty: number | null
  /** Cents, so the reference compares exactly. */
  priceCents: number | null
  day: string | null
  at: Date | null
  status: string | null
  level: number | null
}

// ---- generators ------------------------------------------------------------------------------------------------

/** Short strings of quotes, LIKE wildcards, backslashes, SQL fragments and non-ASCII; never an ASCII digit. */
const HOSTILE_UNIT = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('a', 'b') },
  { weight: 4, arbitrary: fc.constantFrom('%', '_', '\\', "'") },
  { weight: 2, arbitrary: fc.constantFrom('"', '*', '!', ',', ';', '-', ' ', 'A', 'é', '中', '😀', '\t') },
)
const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: HOSTILE_UNIT, maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "' OR 'a'='a",
      "'; DROP TABLE query_probe; --",
      '%',
      '_',
      '\\',
      '\\%',
      '',
      'NULL',
      ') OR (a=a',
      '$x',
      'ＡＢ',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'grapheme', maxLength: 3 })
      .map((s) => s.replaceAll('\u0000', '').replace(/\d/g, '')),
  },
)

const BASE_MS = Date.UTC(2026, 0, 1) - 8 * 3600 * 1000
/** Seconds after 2026-01-01 00:00 GMT+8 that rows and values share, so day and second boundaries meet often. */
const SECONDS = [0, 1, 86399, 86400, 86401]
const pad = (n: number) => String(n).padStart(2, '0')
/** `yyyy-MM-dd HH:mm:ss` in GMT+8. */
function chinaText(ms: number, withTime: boolean): string {
  const d = new Date(ms + 8 * 3600 * 1000)
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  return withTime ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : day
}
const dayText = (offset: number) => chinaText(BASE_MS + offset * 86400 * 1000, false)

const rowArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    name: fc.option(hostileText, { nil: null }),
    note: hostileText,
    qty: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
    priceCents: fc.option(fc.integer({ min: -300, max: 300 }), { nil: null }),
    day: fc.option(fc.integer({ min: 0, max: 5 }).map(dayText), { nil: null }),
    at: fc.option(
      fc
        .tuple(fc.constantFrom(...SECONDS), fc.constantFrom(0, 0, 999))
        .map(([s, ms]) => new Date(BASE_MS + s * 1000 + ms)),
      { nil: null },
    ),
    status: fc.option(fc.constantFrom('1', '2', 'A', '%', '_', "'"), { nil: null }),
    level: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  })

const rowsArb = fc
  .integer({ min: 0, max: 25 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => rowArb(`r${String(i).padStart(3, '0')}`))))

/** A value that fits the field (numbers and dates always contain a digit). */
const typedValue: Record<FieldName, fc.Arbitrary<string>> = {
  name: hostileText,
  note: hostileText,
  status: fc.oneof(fc.constantFrom('1', '2', 'A', '%', '_', "'"), hostileText),
  qty: fc
    .tuple(fc.integer({ min: -6, max: 6 }), fc.constantFrom('', ' ', '+'))
    .map(([n, pre]) => (n < 0 && pre === '+' ? String(n) : `${pre}${n}`)),
  level: fc.integer({ min: -1, max: 4 }).map(String),
  price: fc.oneof(
    fc.integer({ min: -310, max: 310 }).map((c) => (c / 100).toFixed(2)),
    fc.integer({ min: -3, max: 3 }).map(String),
    fc.constantFrom('0.5', '-.25', '1e0', '1.005'),
  ),
  day: fc.integer({ min: -1, max: 6 }).map(dayText),
  at: fc.oneof(
    fc.constantFrom(...SECONDS).map((s) => chinaText(BASE_MS + s * 1000, true)),
    fc.integer({ min: -1, max: 3 }).map(dayText),
  ),
}

const RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le']
/** Any rule on text; on typed fields the LIKE rules (refused there) only now and then. */
const ruleArb = (textual: boolean) =>
  fc.oneof(
    { weight: 40, arbitrary: fc.constantFrom(...RULES.filter((rule) => textual || !rule.includes('like'))) },
    { weight: textual ? 0 : 2, arbitrary: fc.constantFrom('like', 'right_like', 'left_like') },
    {
      weight: 8,
      arbitrary: fc.constantFrom('>', '>=', '<', '<=', '=', '!=', 'EQ', 'IN', textual ? 'Like' : 'Ne'),
    },
    { weight: 1, arbitrary: fc.constantFrom('', 'not_like', 'exists', '; drop', 'eq_with_add') },
  )
const fieldArb = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom<string>(...TEXT_FIELDS) },
  { weight: 30, arbitrary: fc.constantFrom<string>(...FIELD_NAMES) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', 'id', 'password', 'constructor', '__proto__', 'name;--', 'NAME'),
  },
)

interface RawCondition {
  field: string
  rule: string
  val: unknown
}

/** A condition on one field (maybe a hostile name): a rule, then values that mostly fit it. */
const conditionOn = (field: string): fc.Arbitrary<RawCondition> =>
  ruleArb(!(FIELD_NAMES as string[]).includes(field) || TEXT_FIELDS.has(field)).chain((rule) => {
    const fits = (FIELD_NAMES as string[]).includes(field) ? typedValue[field as FieldName] : hostileText
    const single = fc.oneof({ weight: 30, arbitrary: fits }, { weight: 1, arbitrary: hostileText })
    const list = rule.toLowerCase() === 'in'
    const val = fc.oneof(
      { weight: list ? 2 : 20, arbitrary: single },
      { weight: 2, arbitrary: fc.array(single, { maxLength: 3 }).map((parts) => parts.join(',')) },
      { weight: 1, arbitrary: fc.array(single, { maxLength: 3 }) },
    )
    return fc.record({ field: fc.constant(field), rule: fc.constant(rule), val })
  })

const queryOf = (conditions: fc.Arbitrary<RawCondition[]>) =>
  fc.record({
    conditions,
    matchType: fc.oneof(
      { weight: 20, arbitrary: fc.constantFrom(undefined, 'and', 'or', 'AND', 'Or') },
      { weight: 1, arbitrary: fc.constant('xor') },
    ),
    encode: fc.boolean(),
    sort: fc.option(
      fc.record({
        column: fc.oneof(
          { weight: 30, arbitrary: fc.constantFrom<string>(...FIELD_NAMES) },
          {
            weight: 1,
            arbitrary: fc.constantFrom('status_dictText', 'level_dictText', 'id', 'note desc', 'password'),
          },
        ),
        order: fc.constantFrom('asc', 'desc', 'ASC', ''),
      }),
      { nil: undefined },
    ),
  })

/** Mixed queries: conditions on any fields, now and then a hostile name. */
const queryArb = queryOf(fc.array(fieldArb.chain(conditionOn), { maxLength: 4 }))
/** Focused queries: conditions on one field, so its boundaries and rules meet more often. */
const focusedQueryArb = (field: FieldName) =>
  queryOf(fc.array(conditionOn(field), { minLength: 1, maxLength: 3 }))

type Query = typeof queryArb extends fc.Arbitrary<infer T> ? T : never

// ---- reference evaluator ---------------------------------------------------------------------------------------

const SYMBOLS: Record<string, string> = {
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  '=': 'eq',
  '!=': 'ne',
}
const LIKES = new Set(['like', 'right_like', 'left_like'])

/** Code-point order, which is UTF-8 byte order, which is PostgreSQL's C collation. */
function compareText(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0)!)
  const y = Array.from(b, (c) => c.codePointAt(0)!)
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i]
  return x.length - y.length
}
const compareNumbers = (a: number, b: number) => a - b

/** The instant range a datetime text stands for: a day, or one second. */
function span(text: string): [number, number] {
  const [day, time] = text.trim().split(' ')
  const start = Date.parse(`${day}T${time ?? '00:00:00'}+08:00`)
  return [start, start + (time ? 1000 : 86400 * 1000)]
}

function cellOf(row: Row, field: FieldName): string | number | null {
  if (field === 'price') return row.priceCents
  if (field === 'at') return row.at?.getTime() ?? null
  return row[field]
}

function matches(row: Row, field: FieldName, rule: string, values: string[]): boolean {
  const cell = cellOf(row, field)
  if (cell === null) return false
  if (field === 'at') {
    const t = cell as number
    const spans = values.map(span)
    const [[start, end]] = spans
    if (rule === 'gt') return t >= end
    if (rule === 'ge') return t >= start
    if (rule === 'lt') return t < start
    if (rule === 'le') return t < end
    if (rule === 'ne') return t < start || t >= end
    return spans.some(([s, e]) => s <= t && t < e)
  }
  if (TEXT_FIELDS.has(field) && LIKES.has(rule)) {
    const text = cell as string
    if (rule === 'like') return values.some((v) => text.includes(v))
    if (rule === 'right_like') return text.startsWith(values[0])
    return text.endsWith(values[0])
  }
  const numeric = field === 'qty' || field === 'level' || field === 'price'
  const wanted = values.map((v) => (field === 'price' ? Math.round(Number(v) * 1e6) / 1e4 : Number(v.trim())))
  const order = (i: number) =>
    numeric
      ? compareNumbers(cell as number, wanted[i])
      : compareText(cell as string, field === 'day' ? values[i].trim() : values[i])
  if (rule === 'in') return values.some((_, i) => order(i) === 0)
  const c = order(0)
  return { eq: c === 0, ne: c !== 0, gt: c > 0, ge: c >= 0, lt: c < 0, le: c <= 0 }[rule]!
}

type Outcome = { refused: true } | { refused: false; ids: string[] }

function reference(rows: Row[], query: Query): Outcome {
  const refused = { refused: true } as const
  const match = (query.matchType ?? 'and').toLowerCase()
  if (match !== 'and' && match !== 'or') return refused
  const active: { field: FieldName; rule: string; values: string[] }[] = []
  for (const condition of query.conditions) {
    if (!condition.field) continue
    if (!(FIELD_NAMES as string[]).includes(condition.field)) return refused
    const field = condition.field as FieldName
    if (!condition.rule) continue
    const rule = SYMBOLS[condition.rule] ?? condition.rule.toLowerCase()
    if (!RULES.includes(rule)) return refused
    const raw = condition.val as string | string[]
    if (Array.isArray(raw) && rule !== 'in') return refused
    const values = (Array.isArray(raw) ? raw : rule === 'in' ? raw.split(',') : [raw]).filter((v) => v !== '')
    if (values.length === 0) continue
    // Typed values always hold a digit and never a comma; hostile text never holds a digit.
    const unfit = (v: string) => !/\d/.test(v) || v.includes(',')
    if (!TEXT_FIELDS.has(field) && (LIKES.has(rule) || values.some(unfit))) return refused
    active.push({ field, rule, values })
  }
  if (query.sort?.column) {
    const name = query.sort.column.replace(/_dictText$/, '')
    if (!(FIELD_NAMES as string[]).includes(name)) return refused
  }
  const kept = rows.filter((row) => {
    if (active.length === 0) return true
    const hits = active.map((c) => matches(row, c.field, c.rule, c.values))
    return match === 'or' ? hits.some(Boolean) : hits.every(Boolean)
  })
  const sortField = query.sort?.column
    ? (query.sort.column.replace(/_dictText$/, '') as FieldName)
    : undefined
  const ascending = sortField ? /asc/i.test(query.sort!.order) : true
  const sign = ascending ? 1 : -1
  kept.sort((a, b) => {
    if (sortField) {
      const x = cellOf(a, sortField)
      const y = cellOf(b, sortField)
      // PostgreSQL: NULLS LAST ascending, NULLS FIRST descending, i.e. null is the largest value.
      const c =
        x === null || y === null
          ? (x === null ? 1 : 0) - (y === null ? 1 : 0)
          : typeof x === 'number'
            ? compareNumbers(x, y as number)
            : compareText(x, y as string)
      if (c !== 0) return sign * c
    }
    return sign * compareText(a.id, b.id)
  })
  return { refused: false, ids: kept.map((row) => row.id) }
}

// ---- the property ----------------------------------------------------------------------------------------------

let testDb: TestDatabase
let db: Db

beforeAll(async () => {
  testDb = await createTestDatabase()
  db = testDb.database.db
  await db.execute(CREATE_PROBE)
})
afterAll(async () => {
  await testDb?.drop()
})

async function translated(query: Query): Promise<Outcome> {
  const json = JSON.stringify(query.conditions)
  const params: Record<string, unknown> = {
    superQueryParams: query.encode ? encodeURI(json) : json,
    superQueryMatchType: query.matchType,
    column: query.sort?.column,
    order: query.sort?.order,
    pageSize: 1000,
  }
  let list: ReturnType<typeof listQuery>
  try {
    list = listQuery(SPEC, params)
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return { refused: true }
    throw error
  }
  const rows = await db
    .select({ id: probe.id })
    .from(probe)
    .where(list.where)
    .orderBy(...list.orderBy)
  return { refused: false, ids: rows.map((row) => row.id) }
}

async function check(rows: Row[], query: Query) {
  await db.delete(probe)
  if (rows.length) {
    await db.insert(probe).values(
      rows.map(({ priceCents, ...row }) => ({
        ...row,
        price: priceCents === null ? null : (priceCents / 100).toFixed(2),
      })),
    )
  }
  expect(await translated(query)).toEqual(reference(rows, query))
}

it('returns exactly the rows, in the order, that the reference evaluator keeps', async () => {
  await fc.assert(fc.asyncProperty(rowsArb, queryArb, check), { numRuns: 40 })
})

/** Cases every run includes besides the random ones: rows exactly on the boundaries a rule must include or not. */
const blankRow = (id: string): Row => ({
  id,
  name: null,
  note: '',
  qty: null,
  priceCents: null,
  day: null,
  at: null,
  status: null,
  level: null,
})
const single = (field: string, rule: string, val: string): Query => ({
  conditions: [{ field, rule, val }],
  matchType: undefined,
  encode: true,
  sort: undefined,
})
const atRows = SECONDS.flatMap((s, i) =>
  [0, 999].map((ms, j) => ({ ...blankRow(`t${i}${j}`), at: new Date(BASE_MS + s * 1000 + ms) })),
)
const noteRows = ['a%b', 'axb', 'a_b', 'a\\b', "a'b", '%', '_', '\\', 'ab'].map((note, i) => ({
  ...blankRow(`n${i}`),
  note,
}))
const EXAMPLES: Partial<Record<FieldName, [Row[], Query][]>> = {
  at: ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in'].flatMap((rule) =>
    ['2026-01-01', '2026-01-01 23:59:59', '2026-01-02 00:00:00'].map((val): [Row[], Query] => [
      atRows,
      single('at', rule, val),
    ]),
  ),
  note: ['like', 'right_like', 'left_like', 'eq', 'gt'].flatMap((rule) =>
    ['%', '_', '\\', 'a%', '_b', "'"].map((val): [Row[], Query] => [noteRows, single('note', rule, val)]),
  ),
}

it.each(FIELD_NAMES)('agrees with the reference on queries about %s', async (field) => {
  const examples = EXAMPLES[field] ?? []
  // fast-check counts the examples within numRuns.
  await fc.assert(fc.asyncProperty(rowsArb, focusedQueryArb(field), check), {
    numRuns: examples.length + 10,
    examples,
  })
})
