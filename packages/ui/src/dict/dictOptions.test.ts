import { describe, expect, it } from 'vitest'
import { joinValues, optionText, splitValues, textOfValue, toggleValue } from './dictOptions'

const options = [
  { value: 'a', text: '甲' },
  { value: 'b', text: '', label: '乙' },
  { value: 'c', text: '', title: '丙' },
]

describe('dictionary options', () => {
  it('labels an option by text, label, title, then value', () => {
    expect(options.map(optionText)).toEqual(['甲', '乙', '丙'])
    expect(optionText({ value: 'x', text: '' })).toBe('x')
    expect(textOfValue(options, 'b')).toBe('乙')
    expect(textOfValue(options, 'zz')).toBe('zz')
  })

  it('splits and joins multi-values with a separator (default comma)', () => {
    expect(splitValues('a,b')).toEqual(['a', 'b'])
    expect(splitValues('a|c', '|')).toEqual(['a', 'c'])
    expect(splitValues('')).toEqual([])
    expect(splitValues(undefined)).toEqual([])
    expect(joinValues(['a', 'c'])).toBe('a,c')
    expect(joinValues(['a', 'c'], ';')).toBe('a;c')
  })

  it('toggles a value keeping the options order', () => {
    expect(toggleValue(['c'], 'a', options)).toEqual(['a', 'c'])
    expect(toggleValue(['a', 'c'], 'a', options)).toEqual(['c'])
  })
})
