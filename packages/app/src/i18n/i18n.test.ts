import {
  customerBillResource,
  customerPaymentResource,
  PARCEL_STATUS,
  PARTNER_SCOPES,
  WEBHOOK_EVENT_TYPES,
} from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { PARCEL_COLUMNS, PARCEL_SEARCH } from '../components/parcels/parcelColumns'
import { en } from './en'
import { textsOf } from './i18n'
import { readLocale } from './locale'
import { LABELS, zhCN } from './zh-CN'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the back office catalogues', () => {
  it('have the same keys in every language, none empty, with the same {values}', () => {
    const keys = Object.keys(zhCN).sort()
    for (const catalogue of [zhCN, en]) {
      expect(Object.keys(catalogue).sort()).toEqual(keys)
      for (const text of Object.values(catalogue)) expect(text.trim()).not.toBe('')
    }
    for (const key of keys) {
      const k = key as keyof typeof zhCN
      expect(placeholders(en[k]), key).toEqual(placeholders(zhCN[k]))
    }
  })

  it('leave no Chinese in the English one but the language switch’s own name', () => {
    const chinese = Object.entries(en).filter(
      ([key, text]) => /[\u4e00-\u9fff]/.test(text) && key !== 'locale.zh-CN',
    )
    expect(chinese).toEqual([])
  })

  it('name every column and search field of the parcel lists and the billing screens', () => {
    const shown = [
      ...Object.values(PARCEL_COLUMNS).map((column) => String(column.title)),
      ...Object.values(PARCEL_SEARCH).map((field) => field.label),
      ...[customerBillResource, customerPaymentResource].flatMap((resource) =>
        Object.values(resource.fields)
          .filter((field) => field.list !== false || field.search)
          .map((field) => field.label),
      ),
    ]
    expect(shown.filter((label) => !(LABELS as readonly string[]).includes(label))).toEqual([])
  })

  it('give every parcel status, partner scope and webhook event in English', () => {
    const english = textsOf('en', en)
    for (const status of Object.values(PARCEL_STATUS))
      expect(english.dict('parcel_status', status, '?')).not.toBe('?')
    for (const scope of PARTNER_SCOPES) expect(en[`scope.${scope}`]).toBeTruthy()
    for (const event of WEBHOOK_EVENT_TYPES) expect(en[`webhookEvent.${event}`]).toBeTruthy()
  })

  it('fill values, and fall back to the server’s text for what they do not hold', () => {
    const english = textsOf('en', en)
    expect(english.t('order.found', { count: 3 })).toBe('3 parcels found')
    expect(textsOf('zh-CN', zhCN).t('order.found', { count: 3 })).toBe('找到 3 个包裹')
    expect(english.label('运单号')).toBe('Tracking no.')
    expect(english.label('不在目录里')).toBe('不在目录里')
    expect(english.dict('bill_status', '3', '已付款')).toBe('Paid')
    expect(english.dict('sys_tenant,name,id', 'x', '某客户')).toBe('某客户')
    expect(english.menu('/bill/customer', '客户账单')).toBe('My bills')
    expect(english.menu('/isystem/user', '用户管理')).toBe('用户管理')
  })

  it('start in Chinese unless English was chosen', () => {
    expect(readLocale(null)).toBe('zh-CN')
    expect(readLocale('fr')).toBe('zh-CN')
    expect(readLocale('en')).toBe('en')
  })
})
