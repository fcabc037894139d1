// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} and ${key} placeholders
import { describe, expect, it } from 'vitest'
import { patternCases as cases } from '../../test-support/patternCases'
import { acceptNumberInput, numberOnBlur } from './numberInput'
import { patternCodes } from './patterns'
import { validateValue } from './validateValue'
import type { ValidationContext } from './validation.types'

const context = (rows: Record<string, unknown>[] = []): ValidationContext => ({
  key: 'code',
  title: '编码',
  row: rows[0] ?? {},
  rows,
})

const check = (pattern: string, value: unknown) =>
  validateValue([{ pattern, message: '格式错误' }], value, context())

describe('pattern codes', () => {
  for (const [code, { pass, fail }] of Object.entries(cases)) {
    it(`${code} accepts what it should and refuses the rest`, async () => {
      for (const value of pass) expect(await check(code, value), `${code} ${value}`).toBeNull()
      for (const value of fail) expect(await check(code, value), `${code} ${value}`).toBe('格式错误')
    })
  }

  it('covers every code of the spec', () => {
    expect(Object.keys(patternCodes).sort()).toEqual(
      ['n6-16', '*6-16', 's6-18', 'url', 'e', 'm', 'p', 's', 'n', 'z', '*', 'money'].sort(),
    )
  })

  it('skips empty values, except for the non-empty code *', async () => {
    for (const code of Object.keys(patternCodes).filter((c) => c !== '*')) {
      expect(await check(code, '')).toBeNull()
      expect(await check(code, null)).toBeNull()
    }
    expect(await check('*', '')).toBe('格式错误')
  })
})

describe('validateValue', () => {
  it('passes without rules', async () => {
    expect(await validateValue(undefined, '', context())).toBeNull()
  })

  it('required fails on empty values, lists included', async () => {
    const rules = [{ required: true, message: '${title}不能为空' }]
    expect(await validateValue(rules, '', context())).toBe('编码不能为空')
    expect(await validateValue(rules, undefined, context())).toBe('编码不能为空')
    expect(await validateValue(rules, [], context())).toBe('编码不能为空')
    expect(await validateValue(rules, 0, context())).toBeNull()
    expect(await validateValue(rules, 'x', context())).toBeNull()
  })

  it('runs the rules in order and reports the first failure', async () => {
    const rules = [
      { required: true, message: '请输入${title}' },
      { pattern: 'z', message: '${title}必须是整数' },
      { pattern: '^\\d{3}$', message: '${key}要三位' },
    ]
    expect(await validateValue(rules, '', context())).toBe('请输入编码')
    expect(await validateValue(rules, '1.5', context())).toBe('编码必须是整数')
    expect(await validateValue(rules, '1234', context())).toBe('code要三位')
    expect(await validateValue(rules, '123', context())).toBeNull()
  })

  it('unique and only fail when two or more rows share the value', async () => {
    const rows = [{ code: 'A' }, { code: 'B' }, { code: 'A' }]
    for (const rule of [{ unique: true }, { pattern: 'only' }]) {
      expect(await validateValue([rule], 'A', context(rows))).toBe('编码不能重复')
      expect(await validateValue([rule], 'B', context(rows))).toBeNull()
      expect(await validateValue([rule], '', context([{ code: '' }, { code: '' }]))).toBeNull()
    }
  })

  it('treats other patterns as custom regular expressions', async () => {
    const rules = [{ pattern: /^[A-Z]{2}\d+$/, message: '须以两个大写字母开头' }]
    expect(await validateValue(rules, 'CN123', context())).toBeNull()
    expect(await validateValue(rules, 'cn123', context())).toBe('须以两个大写字母开头')
    expect(await validateValue([{ pattern: '^a+$', message: 'only a' }], 'ab', context())).toBe('only a')
  })

  it('awaits asynchronous handlers: false uses the rule message, a string is the message', async () => {
    const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5))
    const seen: unknown[] = []
    const rules = [
      {
        handler: async (value: unknown, ctx: ValidationContext) => {
          seen.push(ctx.rows.length)
          return later(value !== 'taken')
        },
        message: '${title}已被占用',
      },
      { handler: (value: unknown) => (value === 'bad' ? '服务器说不行' : undefined) },
    ]
    expect(await validateValue(rules, 'taken', context([{ code: 'taken' }]))).toBe('编码已被占用')
    expect(await validateValue(rules, 'bad', context())).toBe('服务器说不行')
    expect(await validateValue(rules, 'free', context())).toBeNull()
    expect(seen).toEqual([1, 0, 0])
  })

  it('compiles a custom pattern only for a value it applies to', async () => {
    const rules = [{ pattern: '([unclosed' }]
    expect(await validateValue(rules, '', context())).toBeNull()
    await expect(validateValue(rules, 'x', context())).rejects.toThrow(SyntaxError)
  })

  it('uses default messages when a rule has none', async () => {
    expect(await validateValue([{ required: true }], '', context())).toBe('编码不能为空')
    expect(await validateValue([{ pattern: 'm' }], '123', context())).toBe('编码格式不正确')
  })
})

describe('number input', () => {
  it('accepts an optional leading minus, digits and one decimal point', () => {
    for (const text of ['', '-', '12', '-12', '1.', '1.5', '-0.5', '.5'])
      expect(acceptNumberInput(text, 'prev')).toBe(text)
  })

  it('reverts anything else to the previous text', () => {
    for (const text of ['1a', '1.2.3', '--1', '1-', '+1', '1 2', 'e5'])
      expect(acceptNumberInput(text, '12')).toBe('12')
  })

  it('turns a valid text into a number on blur and empties the rest', () => {
    expect(numberOnBlur('12')).toBe(12)
    expect(numberOnBlur('-0.5')).toBe(-0.5)
    expect(numberOnBlur('1.')).toBe(1)
    expect(numberOnBlur('.5')).toBe(0.5)
    expect(numberOnBlur('-')).toBe('')
    expect(numberOnBlur('')).toBe('')
    expect(numberOnBlur('abc')).toBe('')
    expect(numberOnBlur(7)).toBe(7)
  })
})
