import { describe, expect, it } from 'vitest'
import { localizeEnvelope } from '../../src/http/message-locale'
import { localeOf } from '../../src/i18n/locale'
import { SERVER_MESSAGES_EN } from '../../src/i18n/messages-en'
import { SERVER_MESSAGES_ZH } from '../../src/i18n/messages-zh'
import { matchMessage, translateMessage } from '../../src/i18n/translate'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the server message catalogues', () => {
  it('hold the same keys in both languages, none empty, with the same {values}', () => {
    expect(Object.keys(SERVER_MESSAGES_EN).sort()).toEqual(Object.keys(SERVER_MESSAGES_ZH).sort())
    for (const [key, zh] of Object.entries(SERVER_MESSAGES_ZH)) {
      const en = SERVER_MESSAGES_EN[key as keyof typeof SERVER_MESSAGES_ZH]
      expect(en.trim(), key).not.toBe('')
      expect(zh.trim(), key).not.toBe('')
      expect(placeholders(en), key).toEqual(placeholders(zh))
    }
  })

  it('leave no Chinese in the English one', () => {
    expect(Object.entries(SERVER_MESSAGES_EN).filter(([, text]) => /[\u4e00-\u9fff]/.test(text))).toEqual([])
  })

  it('find every Chinese message as its own entry (no template hides another)', () => {
    for (const [key, zh] of Object.entries(SERVER_MESSAGES_ZH)) {
      if (/\{\w+\}/.test(zh)) continue
      expect(matchMessage(zh)?.key, zh).toBe(key)
    }
  })
})

describe('translating a message', () => {
  it('answers the Chinese text unchanged in Chinese, and what the catalogue lacks unchanged in English', () => {
    expect(translateMessage('订单已创建，运单号 TW1', 'zh-CN')).toBe('订单已创建，运单号 TW1')
    expect(translateMessage('某个员工才看的提示', 'en')).toBe('某个员工才看的提示')
  })

  it('fills a template’s values, translating each in turn, line by line', () => {
    expect(translateMessage('订单 A-1 已存在（运单号 TW9），未重复创建', 'en')).toBe(
      'Order A-1 already exists (tracking number TW9); nothing was created again',
    )
    expect(translateMessage('第3行：运单号不能为空\n第4行：HS Code「12」须为6-10位数字', 'en')).toBe(
      'Row 3: Tracking no. is required\nRow 4: HS Code "12" must be 6 to 10 digits',
    )
    expect(translateMessage('文件导入失败:一次最多导入5000行', 'en')).toBe(
      'Import failed: At most 5000 rows per import.',
    )
  })

  it('touches the envelope’s message, an import’s msg and the field errors, only in English', () => {
    const envelope = {
      success: false,
      code: 500,
      message: '名称不能为空',
      result: { msg: '总上传行数：3，已导入行数：1，错误行数：2', errors: { name: '名称不能为空' } },
      timestamp: 1,
    }
    expect(localizeEnvelope(envelope, 'zh-CN')).toBe(envelope)
    expect(localizeEnvelope(envelope, 'en')).toEqual({
      ...envelope,
      message: 'Name is required.',
      result: {
        msg: 'Rows uploaded: 3, imported: 1, with errors: 2',
        errors: { name: 'Name is required.' },
      },
    })
  })
})

describe('the language a request asks for', () => {
  it('is the preferred of Chinese and English, Chinese when neither is asked', () => {
    expect(localeOf(undefined)).toBe('zh-CN')
    expect(localeOf('')).toBe('zh-CN')
    expect(localeOf('en')).toBe('en')
    expect(localeOf('en-US,en;q=0.9')).toBe('en')
    expect(localeOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN')
    expect(localeOf('ja,en;q=0.8,zh;q=0.5')).toBe('en')
    expect(localeOf('fr,de')).toBe('zh-CN')
    expect(localeOf('zh;q=0.2,en;q=0')).toBe('zh-CN')
  })
})
