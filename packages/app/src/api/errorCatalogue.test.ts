import { describe, expect, it } from 'vitest'
import { en } from '../i18n/en'
import { textsOf } from '../i18n/i18n'
import { classifyFailure } from './errorCatalogue'

const envelope = (message: string, code = 400) => ({
  success: false,
  message,
  code,
  result: null,
  timestamp: 0,
})

describe('error catalogue (spec §8)', () => {
  it('maps the fixed statuses', () => {
    expect(classifyFailure({ status: 403, body: envelope('没有权限', 403) })).toMatchObject({
      title: '系统提示',
      message: '拒绝访问',
    })
    expect(classifyFailure({ status: 404 })).toMatchObject({ message: '很抱歉，资源未找到!' })
    expect(classifyFailure({ status: 504 })).toMatchObject({ message: '网络超时' })
    expect(classifyFailure({ timedOut: true })).toMatchObject({ message: '网络超时' })
    expect(classifyFailure({ status: 401, body: envelope('Token失效，请重新登录!', 401) })).toEqual({
      kind: 'unauthorized',
      message: '未授权，请重新登录',
    })
  })

  it('treats a Token失效 message on another status as an expired login', () => {
    expect(classifyFailure({ status: 500, body: { status: 500, message: 'Token失效，请重新登录' } })).toEqual(
      { kind: 'expired' },
    )
  })

  it('lets callers show bad-input envelopes themselves', () => {
    expect(classifyFailure({ status: 400, body: envelope('手机号格式不正确') })).toEqual({ kind: 'envelope' })
    expect(classifyFailure({ status: 409, body: envelope('用户账号已存在', 409) })).toEqual({
      kind: 'envelope',
    })
  })

  it('reads a refusal answered HTTP 200 from the envelope: 510 warns with its message, 404 is not found', () => {
    expect(classifyFailure({ status: 200, body: envelope('无权访问该客户', 510) })).toEqual({
      kind: 'notify',
      level: 'warning',
      title: '系统提示',
      message: '无权访问该客户',
    })
    expect(
      classifyFailure({ status: 200, body: envelope('路径不存在，请检查路径是否正确', 404) }),
    ).toMatchObject({
      kind: 'notify',
      message: '很抱歉，资源未找到!',
    })
    expect(classifyFailure({ status: 200, body: envelope('用户账号已存在', 500) })).toEqual({
      kind: 'envelope',
    })
  })

  it('shows the server message for other statuses', () => {
    expect(classifyFailure({ status: 500, body: envelope('操作失败', 500) })).toMatchObject({
      message: '操作失败',
    })
    expect(classifyFailure({ status: 502, body: 'Bad gateway' })).toMatchObject({
      message: '请求失败（502）',
    })
  })

  it('says its own texts in English when English was chosen, the server’s message as it came', () => {
    const english = textsOf('en', en)
    expect(classifyFailure({ status: 403 }, english)).toMatchObject({
      title: 'Notice',
      message: 'Access denied',
    })
    expect(classifyFailure({ timedOut: true }, english)).toMatchObject({ message: 'The network timed out' })
    expect(classifyFailure({ status: 401 }, english)).toEqual({
      kind: 'unauthorized',
      message: 'Not signed in; please sign in again',
    })
    expect(classifyFailure({ status: 502 }, english)).toMatchObject({ message: 'The request failed (502)' })
    expect(
      classifyFailure({ status: 500, body: envelope('The operation failed.', 500) }, english),
    ).toMatchObject({
      message: 'The operation failed.',
    })
  })
})
