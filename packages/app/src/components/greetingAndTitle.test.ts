import { describe, expect, it } from 'vitest'
import { en } from '../i18n/en'
import { textsOf } from '../i18n/i18n'
import { greetingFor, greetingKey } from './greeting'
import { pageTitle } from './pageTitle'

describe('greeting by hour', () => {
  it.each([
    [0, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [19, '下午好'],
    [20, '晚上好'],
    [23, '晚上好'],
  ])('%i o’clock → %s', (hour, text) => expect(greetingFor(hour)).toBe(text))
})

describe('the home page in English', () => {
  it('greets by the same hours', () => {
    const english = textsOf('en', en)
    expect([7, 10, 12, 15, 21].map((hour) => english.t(greetingKey(hour)))).toEqual([
      'Good morning',
      'Good morning',
      'Good afternoon',
      'Good afternoon',
      'Good evening',
    ])
  })
})

describe('page title', () => {
  it('prefixes the page title except on the home page', () => {
    expect(pageTitle('平台', '用户管理', false)).toBe('用户管理 - 平台')
    expect(pageTitle('平台', '首页', true)).toBe('平台')
    expect(pageTitle('平台', undefined, false)).toBe('平台')
  })
})
