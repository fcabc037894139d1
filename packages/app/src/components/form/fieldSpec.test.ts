import { describe, expect, it } from 'vitest'
import { type FieldSpec, validateForm } from './fieldSpec'

const specs: FieldSpec[] = [
  {
    name: 'phone',
    label: '手机号',
    kind: 'text',
    rules: [{ pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' }],
  },
  {
    name: 'password',
    label: '密码',
    kind: 'password',
    visible: (v) => !v.id,
    rules: [
      { required: true, message: '请输入密码' },
      { validate: (v) => (v.length < 6 ? '密码至少6位' : undefined), message: '' },
    ],
  },
]

describe('declared forms', () => {
  it('reports the first failing rule of each field', () => {
    expect(validateForm(specs, { phone: '123', password: '' })).toEqual({
      phone: '请输入正确的手机号',
      password: '请输入密码',
    })
    expect(validateForm(specs, { phone: '', password: '12345' })).toEqual({ password: '密码至少6位' })
  })

  it('skips pattern checks for empty values and hidden fields', () => {
    expect(validateForm(specs, { id: 'u1', phone: '' })).toEqual({})
  })
})
