// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} placeholder
import { describe, expect, it } from 'vitest'
import type { EditableColumn } from '../EditableTable.types'
import type { EditableRow } from '../rows/rowOperations'
import { validateRows } from './validateRows'
import type { ValidationContext } from './validation.types'

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5))

const columns: EditableColumn[] = [
  { key: 'code', title: '编码', type: 'input', validateRules: [{ required: true }, { unique: true }] },
  { key: 'note', title: '备注', type: 'input' },
  {
    key: 'phone',
    title: '手机',
    type: 'input',
    validateRules: [
      { pattern: 'm' },
      // Asynchronous, like a server-side check: its failures still come out in row order.
      { handler: (value) => later(value !== '13900000000'), message: '${title}已注册' },
    ],
  },
]

const rows = (count: number, make: (i: number) => Partial<EditableRow> = () => ({})): EditableRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    code: `C${i}`,
    phone: `138${String(i).padStart(8, '0')}`,
    ...make(i),
  }))

/** A yield that only counts: the check goes on at once. */
function countingYield() {
  const counter = { count: 0, yieldNow: async () => void counter.count++ }
  return counter
}

describe('validateRows', () => {
  it('lists every failing cell, in row then column order, with its first failing rule', async () => {
    const data = rows(6, (i) =>
      i === 1 ? { code: '' } : i === 2 ? { phone: '13900000000' } : i === 4 ? { code: 'C0', phone: 'x' } : {},
    )
    expect(await validateRows(data, columns)).toEqual([
      { rowId: 'r0', rowIndex: 0, key: 'code', message: '编码不能重复' },
      { rowId: 'r1', rowIndex: 1, key: 'code', message: '编码不能为空' },
      { rowId: 'r2', rowIndex: 2, key: 'phone', message: '手机已注册' },
      { rowId: 'r4', rowIndex: 4, key: 'code', message: '编码不能重复' },
      { rowId: 'r4', rowIndex: 4, key: 'phone', message: '手机格式不正确' },
    ])
  })

  it('finds duplicates among many rows by counting each column once (numbers and text compare as text)', async () => {
    const data = rows(20_000, (i) => (i === 19_999 ? { code: 7 } : i === 7 ? { code: '7' } : {}))
    const failures = await validateRows(data, columns.slice(0, 1))
    expect(failures.map((failure) => failure.rowIndex)).toEqual([7, 19_999])
  })

  it('hands handlers the rows being checked', async () => {
    const seen: ValidationContext[] = []
    const data = rows(3)
    await validateRows(data, [
      {
        key: 'code',
        title: '编码',
        type: 'input',
        validateRules: [{ handler: (_, ctx) => void seen.push(ctx) }],
      },
    ])
    expect(seen.map((ctx) => [ctx.row.id, ctx.key, ctx.title, ctx.rows])).toEqual(
      data.map((row) => [row.id, 'code', '编码', data]),
    )
  })

  it('flags every row of a repeated value, the first one too, and none of the empty ones', async () => {
    const data = rows(5, (i) => ({ code: ['A', 'B', 'A', '', ''][i] }))
    const failures = await validateRows(data, columns.slice(0, 1))
    expect(failures.map(({ rowIndex, message }) => [rowIndex, message])).toEqual([
      [0, '编码不能重复'],
      [2, '编码不能重复'],
      [3, '编码不能为空'],
      [4, '编码不能为空'],
    ])
  })

  it('builds no context for a handler that declares only the value, and still fills its message', async () => {
    const received: unknown[] = []
    const data = rows(3, (i) => (i === 1 ? { code: 'bad' } : {}))
    const failures = await validateRows(data, [
      {
        key: 'code',
        title: '编码',
        type: 'input',
        validateRules: [
          {
            handler(value) {
              // biome-ignore lint/complexity/noArguments: what the handler is called with is the point here
              received.push(arguments[1])
              return value !== 'bad'
            },
            message: '${title}不对',
          },
          // Asynchronous and value-only: the rule after it still gets the cell's context.
          { handler: (value) => later(value !== 'C2'), message: '${title}已占用' },
          { handler: (_, ctx) => ctx.row.id !== 'r0' || '${title}第一行' },
        ],
      },
    ])
    expect(received).toEqual([undefined, undefined, undefined])
    expect(failures.map(({ rowIndex, message }) => [rowIndex, message])).toEqual([
      [0, '编码第一行'],
      [1, '编码不对'],
      [2, '编码已占用'],
    ])
  })

  it('gives the thread back once its time slice is spent: every 16 rows counted, every block of 256 checked', async () => {
    const spent = countingYield()
    await validateRows(rows(600), columns, { sliceMs: 0, yieldNow: spent.yieldNow })
    // Counting the unique column: 37 times 16 rows; checking: 3 blocks.
    expect(spent.count).toBe(37 + 3)
    const fresh = countingYield()
    await validateRows(rows(600), columns, { sliceMs: 60_000, yieldNow: fresh.yieldNow })
    expect(fresh.count).toBe(0)
  })

  it('yields on a large table with the default slice and still checks every row', async () => {
    const spent = countingYield()
    const data = rows(100_000, (i) => (i === 99_999 ? { code: '' } : {}))
    const failures = await validateRows(
      data,
      columns.map((column) => ({
        ...column,
        validateRules: column.validateRules?.filter((r) => !r.handler),
      })),
      { yieldNow: spent.yieldNow },
    )
    expect(failures).toEqual([{ rowId: 'r99999', rowIndex: 99_999, key: 'code', message: '编码不能为空' }])
    expect(spent.count).toBeGreaterThan(0)
  })
})
