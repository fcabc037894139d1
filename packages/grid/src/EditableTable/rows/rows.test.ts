import { describe, expect, it } from 'vitest'
import { isCellBlock, parseClipboardTable, placePaste } from './paste'
import { pastedValue } from './pastedValue'
import {
  createTempId,
  createThrottle,
  DEFAULT_SORT_KEY,
  INSERT_THROTTLE_MS,
  idsArgument,
  insertRows,
  isTempId,
  moveRow,
  removeRows,
  renumber,
  TOO_FAST_MESSAGE,
} from './rowOperations'
import { columnStatistic } from './statistics'

const rows = ['a', 'b', 'c'].map((id) => ({ id }))
const ids = (list: { id: string }[]) => list.map((row) => row.id)

describe('row operations', () => {
  it('creates distinct temporary ids', () => {
    const [one, two] = [createTempId(), createTempId()]
    expect(one).not.toBe(two)
    expect(isTempId(one)).toBe(true)
    expect(isTempId('1710000000000')).toBe(false)
  })

  it('inserts at the end or below a row', () => {
    expect(ids(insertRows(rows, [{ id: 'x' }]))).toEqual(['a', 'b', 'c', 'x'])
    expect(ids(insertRows(rows, [{ id: 'x' }], 1))).toEqual(['a', 'x', 'b', 'c'])
  })

  it('moves rows and ignores moves out of range', () => {
    expect(ids(moveRow(rows, 0, 2))).toEqual(['b', 'c', 'a'])
    expect(ids(moveRow(rows, 2, 1))).toEqual(['a', 'c', 'b'])
    expect(ids(moveRow(rows, 0, -1))).toEqual(['a', 'b', 'c'])
    expect(ids(moveRow(rows, 2, 3))).toEqual(['a', 'b', 'c'])
  })

  it('renumbers the sort field from 1', () => {
    const numbered = renumber(moveRow(renumber(rows, 'orderNum'), 2, 0), 'orderNum')
    expect(numbered).toEqual([
      { id: 'c', orderNum: 1 },
      { id: 'a', orderNum: 2 },
      { id: 'b', orderNum: 3 },
    ])
  })

  it('keeps ids of existing rows in the deleted list, and drops new rows silently', () => {
    const temp = createTempId()
    const result = removeRows([...rows, { id: temp }], ['a', temp], ['old'])
    expect(ids(result.rows)).toEqual(['b', 'c'])
    expect(result.deleteIds).toEqual(['old', 'a'])
    expect(ids(result.removed)).toEqual(['a', temp])
  })

  it('accepts an id or a list of ids for removeRows and throws on anything else', () => {
    expect(idsArgument('a')).toEqual(['a'])
    expect(idsArgument(['a', 'b'])).toEqual(['a', 'b'])
    for (const bad of [1, null, undefined, { id: 'a' }, [1]])
      expect(() => idsArgument(bad)).toThrow(TypeError)
  })

  it('renumbers orderNum from 1 by default after a move (spec §3)', () => {
    expect(DEFAULT_SORT_KEY).toBe('orderNum')
    const numbered = renumber(
      [
        { id: 'a', orderNum: 5 },
        { id: 'b', orderNum: 9 },
        { id: 'c', orderNum: 2 },
      ],
      DEFAULT_SORT_KEY,
    )
    expect(moveRow(numbered, 0, 2).map((row) => row.id)).toEqual(['b', 'c', 'a'])
    expect(renumber(moveRow(numbered, 0, 2), DEFAULT_SORT_KEY).map((row) => row.orderNum)).toEqual([1, 2, 3])
  })

  it('refuses inserts closer than 1500 ms with the spec warning', () => {
    let time = 10_000
    const allowed = createThrottle(INSERT_THROTTLE_MS, () => time)
    expect(allowed()).toBe(true)
    time += 1499
    expect(allowed()).toBe(false)
    time += 1
    expect(allowed()).toBe(true)
    expect(TOO_FAST_MESSAGE).toBe('你点击的太快了，请慢点点击!')
  })

  it('refuses calls closer than the window', () => {
    let time = 0
    const allowed = createThrottle(1500, () => time)
    expect(allowed()).toBe(true)
    time = 1499
    expect(allowed()).toBe(false)
    time = 1500
    expect(allowed()).toBe(true)
  })
})

describe('statistics', () => {
  it('sums the integer parts', () => {
    expect(columnStatistic([1.9, '2.5', -1.5, '', null, 'x', 10], 'sum')).toBe(12)
  })

  it('averages over every row to 2 decimals', () => {
    expect(columnStatistic([1, 2, 2], 'average')).toBe(1.67)
    expect(columnStatistic([], 'average')).toBe(0)
  })
})

describe('paste', () => {
  it('splits tab-separated rows and drops the trailing new line', () => {
    expect(parseClipboardTable('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ])
  })

  it('reads quoted cells holding tabs, new lines and quotes', () => {
    expect(parseClipboardTable('"x\ty"\t"line1\nline2"\t"say ""hi"""\n')).toEqual([
      ['x\ty', 'line1\nline2', 'say "hi"'],
    ])
  })

  it('tells a block of cells from plain text', () => {
    expect(isCellBlock('hello\n')).toBe(false)
    expect(isCellBlock('a\tb')).toBe(true)
    expect(isCellBlock('a\nb')).toBe(true)
  })

  it('places values rightwards and downwards from the start cell and cuts extra columns', () => {
    expect(placePaste([['1', '2', '3'], ['4']], 2, ['name', 'qty', 'price'], 'qty')).toEqual([
      { rowIndex: 2, key: 'qty', value: '1' },
      { rowIndex: 2, key: 'price', value: '2' },
      { rowIndex: 3, key: 'qty', value: '4' },
    ])
  })
})

describe('pasted values', () => {
  const options = [
    { value: 'EMS', text: 'EMS 特快' },
    { value: 1, text: '海运' },
  ]

  it('turns number cells into numbers or nothing', () => {
    expect(pastedValue({ type: 'inputNumber' }, ' 4.9 ')).toBe(4.9)
    expect(pastedValue({ type: 'inputNumber' }, 'abc')).toBe('')
  })

  it('reads option texts or values back into option values', () => {
    expect(pastedValue({ type: 'select', options }, 'EMS 特快')).toBe('EMS')
    expect(pastedValue({ type: 'select', options }, '海运')).toBe(1)
    expect(pastedValue({ type: 'select', options }, 'EMS')).toBe('EMS')
    expect(pastedValue({ type: 'select', options }, '空运')).toBe('空运')
    expect(pastedValue({ type: 'list_multi', options }, 'EMS 特快，海运')).toBe('EMS,1')
  })

  it('keeps other text as pasted', () => {
    expect(pastedValue({ type: 'input' }, ' 张三 ')).toBe(' 张三 ')
  })
})
