// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} placeholder
/**
 * The benchmark's data and rules, shared by both grids: a fixed-seed generator of `rows` x 20 columns and five
 * validation rules per column. Every generated value passes its rules, so validate-and-collect resolves the rows.
 */
import type { EditableColumn, ValidateRule } from '@portico/grid'
import { SURNAMES as ALL_SURNAMES, GIVEN_NAMES } from '../../chineseNames'

export const COLUMN_COUNT = 20
export const COLUMN_WIDTH = 150
export const ROW_HEIGHT = 61
export const HEADER_HEIGHT = 40
export const SEED = 20_260_501

export type BenchRow = Record<string, string | number> & { id: string }

/** mulberry32: small, fast and the same sequence in every browser. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

// The first 16 of each: the fixed-seed rows depend on these lengths, so the data stays the same.
const SURNAMES = ALL_SURNAMES.slice(0, 16)
const GIVEN = GIVEN_NAMES.slice(0, 16)
const CITIES = [
  '广州',
  '深圳',
  '上海',
  '北京',
  '杭州',
  '成都',
  '武汉',
  '西安',
  '南京',
  '厦门',
  '青岛',
  '天津',
]
const LETTERS = [...'ABCDEFGHJKLMNPQRSTUVWXYZ']

type Kind = 'text' | 'code' | 'number' | 'date' | 'contact'
interface ColumnSpec {
  key: string
  title: string
  kind: Kind
  rules: ValidateRule[]
  value: (index: number, next: () => number) => string | number
}

const pick = <T>(list: readonly T[], next: () => number): T => list[Math.floor(next() * list.length)] as T
const pad = (n: number, width: number) => String(n).padStart(width, '0')

const maxLength = (limit: number): ValidateRule => ({
  handler: (value) => String(value ?? '').length <= limit,
  message: `\${title}最多${limit}个字符`,
})
const minLength = (limit: number): ValidateRule => ({
  handler: (value) => String(value ?? '').length >= limit,
  message: `\${title}至少${limit}个字符`,
})
const noSpaces: ValidateRule = {
  handler: (value) => !/\s/.test(String(value ?? '')),
  message: '${title}不能有空格',
}
const required: ValidateRule = { required: true, message: '请输入${title}' }
const between = (min: number, max: number): ValidateRule[] => [
  { handler: (value) => Number(value) >= min, message: `\${title}不能小于${min}` },
  { handler: (value) => Number(value) <= max, message: `\${title}不能大于${max}` },
]
const dateBetween = (from: string, to: string): ValidateRule[] => [
  { handler: (value) => String(value) >= from, message: `\${title}不能早于${from}` },
  { handler: (value) => String(value) <= to, message: `\${title}不能晚于${to}` },
]

/** A day in 2020–2025 (days 1–28), checked against 2020-01-01…2030-12-31. */
const dateColumn = (key: string, title: string): ColumnSpec => ({
  key,
  title,
  kind: 'date',
  rules: [required, { pattern: /^\d{4}-\d{2}-\d{2}$/ }, noSpaces, ...dateBetween('2020-01-01', '2030-12-31')],
  value: (_, next) =>
    `202${Math.floor(next() * 6)}-${pad(1 + Math.floor(next() * 12), 2)}-${pad(1 + Math.floor(next() * 28), 2)}`,
})

/** A surname and a one-character given name. */
const personColumn = (key: string, title: string): ColumnSpec => ({
  key,
  title,
  kind: 'text',
  rules: [required, { pattern: '*' }, minLength(2), maxLength(8), noSpaces],
  value: (_, next) => pick(SURNAMES, next) + pick(GIVEN, next),
})

/** Four columns of each kind; each column has exactly five rules. */
const specs: ColumnSpec[] = [
  {
    key: 'waybill',
    title: '运单号',
    kind: 'code',
    rules: [required, { unique: true }, { pattern: /^PC\d{8}$/ }, maxLength(10), noSpaces],
    value: (i) => `PC${pad(i, 8)}`,
  },
  {
    key: 'recipient',
    title: '收件人',
    kind: 'text',
    rules: [required, { pattern: '*' }, minLength(2), maxLength(8), noSpaces],
    value: (_, next) => pick(SURNAMES, next) + pick(GIVEN, next) + (next() < 0.5 ? pick(GIVEN, next) : ''),
  },
  {
    key: 'phone',
    title: '手机号',
    kind: 'contact',
    rules: [required, { pattern: 'm' }, { unique: true }, maxLength(11), noSpaces],
    value: (i) => `13${pad(i, 9)}`,
  },
  {
    key: 'email',
    title: '邮箱',
    kind: 'contact',
    rules: [
      required,
      { pattern: 'e' },
      maxLength(40),
      noSpaces,
      { handler: (value) => String(value).endsWith('.example.com'), message: '${title}须为公司邮箱' },
    ],
    value: (i) => `user${i}@mail.example.com`,
  },
  {
    key: 'weight',
    title: '重量(kg)',
    kind: 'number',
    rules: [required, { pattern: 'n' }, { pattern: 'money' }, ...between(0, 1000)],
    value: (_, next) => Math.round(next() * 99_900 + 100) / 100,
  },
  {
    key: 'city',
    title: '目的城市',
    kind: 'text',
    rules: [required, { pattern: '*' }, minLength(2), maxLength(10), noSpaces],
    value: (_, next) => pick(CITIES, next),
  },
  dateColumn('shipDate', '发货日期'),
  {
    key: 'bag',
    title: '袋号',
    kind: 'code',
    rules: [
      required,
      { pattern: /^[A-Z]{2}\d{6}$/ },
      maxLength(8),
      noSpaces,
      { handler: (value) => String(value) === String(value).toUpperCase(), message: '${title}须为大写' },
    ],
    value: (_, next) => `${pick(LETTERS, next)}${pick(LETTERS, next)}${pad(Math.floor(next() * 1e6), 6)}`,
  },
  {
    key: 'postcode',
    title: '邮编',
    kind: 'contact',
    rules: [required, { pattern: 'p' }, maxLength(6), minLength(6), noSpaces],
    value: (_, next) => String(100_000 + Math.floor(next() * 899_999)),
  },
  {
    key: 'volume',
    title: '体积(m³)',
    kind: 'number',
    rules: [required, { pattern: 'n' }, { pattern: 'money' }, ...between(0, 50)],
    value: (_, next) => Math.round(next() * 5000) / 100,
  },
  personColumn('sender', '寄件人'),
  dateColumn('arriveDate', '到达日期'),
  {
    key: 'site',
    title: '站点编码',
    kind: 'code',
    rules: [required, { pattern: /^S\d{4}$/ }, maxLength(5), noSpaces, minLength(5)],
    value: (_, next) => `S${pad(Math.floor(next() * 10_000), 4)}`,
  },
  {
    key: 'pieces',
    title: '件数',
    kind: 'number',
    rules: [required, { pattern: 'z' }, { pattern: 'n' }, ...between(1, 999)],
    value: (_, next) => 1 + Math.floor(next() * 999),
  },
  {
    key: 'website',
    title: '商户网址',
    kind: 'contact',
    rules: [required, { pattern: 'url' }, maxLength(40), noSpaces, minLength(12)],
    value: (i) => `https://shop${i % 5000}.example.com`,
  },
  {
    key: 'remark',
    title: '备注',
    kind: 'text',
    rules: [required, { pattern: '*' }, minLength(2), maxLength(20), noSpaces],
    value: (_, next) => `${pick(CITIES, next)}转运${pick(['加急', '普通', '易碎', '冷链'], next)}`,
  },
  {
    key: 'declared',
    title: '申报价值',
    kind: 'number',
    rules: [required, { pattern: 'n' }, { pattern: 'money' }, ...between(0, 100_000)],
    value: (_, next) => Math.round(next() * 10_000_000) / 100,
  },
  {
    key: 'customs',
    title: '报关单号',
    kind: 'code',
    rules: [required, { pattern: 'n6-16' }, maxLength(16), minLength(12), noSpaces],
    value: (_, next) => `${2026}${pad(Math.floor(next() * 1e8), 8)}`,
  },
  dateColumn('signDate', '签收日期'),
  personColumn('courier', '派送员'),
]

/** The 20 columns as the editable table takes them (each with its five rules). */
export const benchColumns: EditableColumn[] = specs.map((spec) => ({
  key: spec.key,
  title: spec.title,
  type: spec.kind === 'number' ? 'inputNumber' : 'input',
  width: COLUMN_WIDTH,
  validateRules: spec.rules,
}))

/** `count` rows of the fixed-seed data; ids are `r<index>`. */
export function generateRows(count: number): BenchRow[] {
  const next = random(SEED)
  const rows: BenchRow[] = new Array(count)
  for (let i = 0; i < count; i++) {
    const row: BenchRow = { id: `r${i}` }
    for (const spec of specs) row[spec.key] = spec.value(i, next)
    rows[i] = row
  }
  return rows
}

/** Rows of the benchmark: `?rows=` on the page's address, default 100,000. */
export const rowCount = (): number => Number(new URLSearchParams(location.search).get('rows') ?? 100_000)
