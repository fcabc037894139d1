import { describe, expect, it } from 'vitest'
import { popupCellValues } from './popupCell'

describe('popup cell', () => {
  it('writes every dest field and its own from its dest field', () => {
    expect(popupCellValues('owner', 'lina', { owner: 'lina', ownerName: '李娜' })).toEqual({
      owner: 'lina',
      ownerName: '李娜',
    })
  })

  it('takes the picker value when the column is not a dest field itself', () => {
    expect(popupCellValues('code', 'lina', { owner: 'lina', ownerName: '李娜' })).toEqual({
      owner: 'lina',
      ownerName: '李娜',
      code: 'lina',
    })
    // 清空: every dest field and the cell emptied.
    expect(popupCellValues('code', '', { owner: '' })).toEqual({ owner: '', code: '' })
  })
})
