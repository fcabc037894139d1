import { SUPER_QUERY_RULES } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import type { QueryField } from './condition.types'
import { changeField, changeRule, effectiveConditions, emptyRow, rowsFromConditions } from './conditions'
import { QUERY_RULES } from './rules'
import { validateSave, validateSaveName, validateSearch } from './validation'

const sex: QueryField = {
  value: 'sex',
  text: '性别',
  type: 'list',
  dictCode: 'sex',
  options: [{ value: '1', text: '男' }],
}
const name: QueryField = { value: 'realname', text: '姓名', type: 'string' }

describe('rules', () => {
  it('offers the ten rules of spec §9 in order, each labelled once', () => {
    expect(QUERY_RULES.map((r) => r.value)).toEqual([
      'eq',
      'like',
      'right_like',
      'left_like',
      'in',
      'ne',
      'gt',
      'ge',
      'lt',
      'le',
    ])
    expect(new Set(QUERY_RULES.map((r) => r.label)).size).toBe(10)
    expect(QUERY_RULES.map((r) => r.value)).toEqual([...SUPER_QUERY_RULES])
  })
})

describe('changeField', () => {
  it('carries the field type and dictionary and clears the value', () => {
    const row = changeField({ ...emptyRow(), field: 'realname', val: '张三', rule: 'like' }, sex)
    expect(row).toMatchObject({ field: 'sex', type: 'list', dictCode: 'sex', val: '', rule: 'like' })
  })
})

describe('changeRule', () => {
  it('reduces an in value to its first item when leaving in', () => {
    const row = { ...changeField(emptyRow(), sex), rule: 'in' as const, val: '1,2,3' }
    expect(changeRule(row, 'eq').val).toBe('1')
    expect(changeRule(row, 'ne')).toMatchObject({ rule: 'ne', val: '1' })
  })
  it('keeps the value otherwise', () => {
    const row = { ...changeField(emptyRow(), name), rule: 'eq' as const, val: 'a,b' }
    expect(changeRule(row, 'in').val).toBe('a,b')
    expect(changeRule(row, 'like').val).toBe('a,b')
  })
})

describe('effectiveConditions', () => {
  it('drops rows missing field or value and strips the row id', () => {
    const rows = [
      { ...changeField(emptyRow(), name), val: '张' },
      emptyRow(),
      { ...changeField(emptyRow(), name), val: '   ' },
    ]
    expect(effectiveConditions(rows)).toEqual([{ field: 'realname', rule: 'eq', val: '张', type: 'string' }])
  })
  it('sends a dictionary field by its code, not its options', () => {
    const [condition] = effectiveConditions([{ ...changeField(emptyRow(), sex), val: '1' }])
    expect(condition).toEqual({ field: 'sex', rule: 'eq', val: '1', type: 'list', dictCode: 'sex' })
  })
  it('round-trips through rowsFromConditions', () => {
    const conditions = [{ field: 'realname', rule: 'like' as const, val: '李', type: 'string' }]
    expect(effectiveConditions(rowsFromConditions(conditions))).toEqual(conditions)
    expect(rowsFromConditions([])).toHaveLength(1)
  })
})

describe('validation', () => {
  it('refuses to search or save nothing', () => {
    expect(validateSearch([emptyRow()])).toBe('不能查询空条件')
    expect(validateSave([{ ...emptyRow(), val: 'x' }])).toBe('空条件不能保存')
    const complete = [{ ...changeField(emptyRow(), name), val: 'x' }]
    expect(validateSearch(complete)).toBeNull()
    expect(validateSave(complete)).toBeNull()
  })
  it('refuses a blank save name', () => {
    expect(validateSaveName('  ')).toBe('保存名称不能为空')
    expect(validateSaveName('常用')).toBeNull()
  })
})
