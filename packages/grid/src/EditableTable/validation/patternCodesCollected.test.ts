import { describe, expect, it } from 'vitest'
import { patternCases } from '../../test-support/patternCases'
import type { EditableColumn } from '../EditableTable.types'
import { validateRows } from './validateRows'

const noWait = { yieldNow: async () => {} }

/** One column checked by `code`, one row per value: the rows whose cell fails, as getValues and validate see them. */
async function failingValues(code: string, values: string[]) {
  const columns: EditableColumn[] = [
    { key: 'code', title: '编码', type: 'input', validateRules: [{ pattern: code, message: '格式错误' }] },
  ]
  const rows = values.map((value, i) => ({ id: `r${i}`, code: value }))
  const failures = await validateRows(rows, columns, noWait)
  for (const failure of failures) expect(failure.message).toBe('格式错误')
  return failures.map((failure) => values[failure.rowIndex])
}

// getValues checks whole columns at a time (validateRows), not cell by cell: every code must read the same there.
describe('pattern codes when collecting values', () => {
  for (const [code, { pass, fail }] of Object.entries(patternCases)) {
    it(`${code} passes its valid inputs and fails its invalid ones`, async () => {
      expect(await failingValues(code, pass)).toEqual([])
      expect(await failingValues(code, fail)).toEqual(fail)
    })
  }

  it('skips empty cells for every code but *', async () => {
    for (const code of Object.keys(patternCases)) {
      const failing = await failingValues(code, [''])
      expect(failing, code).toEqual(code === '*' ? [''] : [])
    }
  })

  it('reads numbers as their text', async () => {
    const columns: EditableColumn[] = [
      {
        key: 'n',
        title: '数量',
        type: 'inputNumber',
        validateRules: [{ pattern: 'z' }, { pattern: 'money' }],
      },
    ]
    const rows = [1.5, 12, 3.25, -2].map((n, i) => ({ id: `r${i}`, n }))
    const failures = await validateRows(rows, columns, noWait)
    expect(failures.map((f) => [f.rowIndex, f.message])).toEqual([
      [0, '数量格式不正确'],
      [2, '数量格式不正确'],
      [3, '数量格式不正确'],
    ])
  })
})
