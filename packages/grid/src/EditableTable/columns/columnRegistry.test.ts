import { describe, expect, it } from 'vitest'
import { builtinColumnTypes } from './builtinColumnTypes'
import { availableColumnTypes, columnTypeDefinition, registerColumnType } from './columnRegistry'
import type { ColumnTypeDefinition } from './columnRegistry.types'
import { editableColumnTypes } from './columnTypes'
import { toDateTimeInput, toDateTimeValue, toTimeValue } from './dateEditors'
import { uploadLimit } from './uploadEditors'

describe('column type registry', () => {
  it('has a definition for each of the 20 types', () => {
    for (const type of editableColumnTypes) expect(availableColumnTypes()).toContain(type)
  })

  it('carries the widths of spec §9 on the built-in definitions', () => {
    expect(columnTypeDefinition('datetime')).toMatchObject({ width: 200, minWidth: 190 })
    expect(columnTypeDefinition('sel_user')).toMatchObject({ width: 220, minWidth: 190 })
    expect(columnTypeDefinition('date')).toMatchObject({ minWidth: 135 })
  })

  it('hides hidden columns and treats unknown types as inputs', () => {
    expect(columnTypeDefinition('hidden').hidden).toBe(true)
    expect(columnTypeDefinition('no-such-type')).toBe(builtinColumnTypes.input)
  })

  it('lets packages replace a placeholder cell and tables override per instance', () => {
    const picker: ColumnTypeDefinition = { editor: () => null, width: 220 }
    const mine: ColumnTypeDefinition = { editor: () => null }
    expect(columnTypeDefinition('sel_user')).toBe(builtinColumnTypes.sel_user)
    registerColumnType('sel_user', picker)
    expect(columnTypeDefinition('sel_user')).toBe(picker)
    expect(columnTypeDefinition('sel_user', { sel_user: mine })).toBe(mine)
    registerColumnType('rating', mine)
    expect(availableColumnTypes()).toContain('rating')
  })
})

describe('date formats', () => {
  it('stores datetime as YYYY-MM-DD HH:mm:ss and time as HH:mm:ss', () => {
    expect(toDateTimeValue('2024-05-01T08:30')).toBe('2024-05-01 08:30:00')
    expect(toDateTimeValue('2024-05-01T08:30:15')).toBe('2024-05-01 08:30:15')
    expect(toDateTimeValue('')).toBe('')
    expect(toDateTimeInput('2024-05-01 08:30:15')).toBe('2024-05-01T08:30:15')
    expect(toTimeValue('08:30')).toBe('08:30:00')
  })
})

describe('upload cells', () => {
  it('reads the popup limit from fieldExtendJson', () => {
    expect(uploadLimit('{"uploadnum":3}')).toBe(3)
    expect(uploadLimit('{"uploadnum":"2"}')).toBe(2)
    expect(uploadLimit(undefined)).toBe(0)
    expect(uploadLimit('not json')).toBe(0)
    expect(uploadLimit('{"uploadnum":-1}')).toBe(0)
  })
})
