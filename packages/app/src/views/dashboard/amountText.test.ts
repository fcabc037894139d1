import { describe, expect, it } from 'vitest'
import { amountText } from './StatCard'

describe('a card’s amount', () => {
  it('groups money’s thousands for English readers, exactly, and leaves the Chinese text as sent', () => {
    expect(amountText('1234567.05', 'en')).toBe('1,234,567.05')
    expect(amountText('999.10', 'en')).toBe('999.10')
    expect(amountText(12345, 'en')).toBe('12,345')
    expect(amountText('1234567.05', 'zh-CN')).toBe('1234567.05')
  })
})
