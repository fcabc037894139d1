import { MOBILE_PATTERN } from '@portico/contract'

/** The checks the server makes too, so most mistakes are caught before sending. */
export function phoneProblem(phone: string): string | undefined {
  if (!phone.trim()) return '请输入手机号'
  if (!MOBILE_PATTERN.test(phone.trim())) return '手机号码格式不正确'
  return undefined
}

export function newPasswordProblem(password: string, confirm: string): string | undefined {
  if (!password) return '请输入新密码!'
  if (password.length < 6 || password.length > 64) return '密码长度应为6-64位'
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '密码需同时包含字母和数字'
  if (!confirm) return '请确认新密码!'
  if (password !== confirm) return '两次输入的密码不一样！'
  return undefined
}
