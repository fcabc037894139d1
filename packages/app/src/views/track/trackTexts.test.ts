import { PARCEL_STATUS, PARCEL_STATUS_TEXT_EN, parseTrackingNumbers } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { initialTrackLanguage } from './trackLanguage'
import { carrierText, placeText, TRACK_TEXTS } from './trackTexts'

describe('the tracking page texts', () => {
  it('has every text in both languages, none empty', () => {
    expect(Object.keys(TRACK_TEXTS.en).sort()).toEqual(Object.keys(TRACK_TEXTS.zh).sort())
    for (const texts of Object.values(TRACK_TEXTS)) {
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe('')
    }
    expect(Object.keys(PARCEL_STATUS_TEXT_EN).sort()).toEqual(Object.values(PARCEL_STATUS).sort())
  })

  it('follows the browser until the buyer chooses', () => {
    expect(initialTrackLanguage(null, ['zh-TW', 'en'])).toBe('zh')
    expect(initialTrackLanguage(null, ['ja-JP', 'zh-CN'])).toBe('en')
    expect(initialTrackLanguage(null, [])).toBe('en')
    expect(initialTrackLanguage('zh', ['en-US'])).toBe('zh')
    expect(initialTrackLanguage('fr', ['zh-CN'])).toBe('zh')
  })

  it('reads pasted numbers one per line or separated by spaces and commas', () => {
    expect(parseTrackingNumbers(' lx1cn\nEA2CN, EA2CN，TW3 ;\n\n')).toEqual(['LX1CN', 'EA2CN', 'TW3'])
  })

  it('names places and carriers in English by their English names, never by the stored Chinese', () => {
    const event = { location: '深圳宝安机场', locationEn: "Shenzhen Bao'an International Airport" }
    expect(placeText(event, 'zh')).toBe('深圳宝安机场')
    expect(placeText(event, 'en')).toBe("Shenzhen Bao'an International Airport")
    expect(placeText({ location: '某个没有英文名的地方', locationEn: null }, 'en')).toBeNull()
    expect(carrierText({ carrier: '东京都内配送', carrierEn: 'Tokyo Metropolitan Delivery' }, 'en')).toBe(
      'Tokyo Metropolitan Delivery',
    )
    expect(carrierText({ carrier: '东京都内配送', carrierEn: null }, 'en')).toBe('the local carrier')
    expect(carrierText({ carrier: '东京都内配送', carrierEn: null }, 'zh')).toBe('东京都内配送')
  })
})
