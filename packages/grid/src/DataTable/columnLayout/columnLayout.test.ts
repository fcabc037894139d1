import { describe, expect, it } from 'vitest'
import {
  applyColumnLayout,
  columnLayoutKey,
  isColumnLayout,
  moveColumn,
  orderedKeys,
  toggleColumn,
} from './columnLayout'

const declared = ['username', 'realname', 'phone', 'status']
const columns = declared.map((key) => ({ key, title: key.toUpperCase() }))

describe('column layout', () => {
  it('keeps the declared columns when nothing is saved', () => {
    expect(applyColumnLayout(columns, null).map((c) => c.key)).toEqual(declared)
  })

  it('applies a saved order and hides the hidden columns', () => {
    const layout = { order: ['phone', 'username', 'status', 'realname'], hidden: ['status'] }
    expect(applyColumnLayout(columns, layout).map((c) => c.key)).toEqual(['phone', 'username', 'realname'])
  })

  it('ignores keys the table no longer has and keeps new columns beside their declared neighbour', () => {
    const layout = { order: ['status', 'gone', 'username', 'realname'], hidden: ['gone'] }
    expect(orderedKeys(declared, layout)).toEqual(['status', 'username', 'realname', 'phone'])
    expect(orderedKeys(['email', ...declared], layout)[0]).toBe('email')
  })

  it('hides and shows a column, but never the last one shown', () => {
    let layout = toggleColumn(declared, null, 'phone')
    expect(layout.hidden).toEqual(['phone'])
    layout = toggleColumn(declared, layout, 'phone')
    expect(layout.hidden).toEqual([])
    const onlyStatus = { order: declared, hidden: ['username', 'realname', 'phone'] }
    expect(toggleColumn(declared, onlyStatus, 'status').hidden).toEqual(['username', 'realname', 'phone'])
  })

  it('moves a column up and down, and not past either end', () => {
    expect(moveColumn(declared, null, 'phone', -1).order).toEqual(['username', 'phone', 'realname', 'status'])
    expect(moveColumn(declared, null, 'phone', 1).order).toEqual(['username', 'realname', 'status', 'phone'])
    expect(moveColumn(declared, null, 'username', -1).order).toEqual(declared)
    expect(moveColumn(declared, null, 'status', 1).order).toEqual(declared)
  })

  it('recognises only well-formed saved layouts', () => {
    expect(isColumnLayout({ order: ['a'], hidden: [] })).toBe(true)
    expect(isColumnLayout({ order: 'a', hidden: [] })).toBe(false)
    expect(isColumnLayout({ order: [1], hidden: [] })).toBe(false)
    expect(isColumnLayout(null)).toBe(false)
  })

  it('is saved under a key the server accepts', () => {
    expect(columnLayoutKey('/isystem/user')).toMatch(/^[A-Za-z0-9_:/.-]{1,200}$/)
  })
})
