import {
  PARCEL_STATUS_TEXT,
  PARCEL_STATUS_TEXT_EN,
  type ParcelStatus,
  type PublicLastMile,
  type PublicTrackingEvent,
} from '@portico/contract'

export type TrackLanguage = 'zh' | 'en'

/** Every text of the public tracking page, once per language (the test checks both have the same keys). */
const zh = {
  title: '包裹追踪',
  intro: '输入运单号查询包裹的最新状态，一次最多 20 个（每行一个，或用空格、逗号分隔）。',
  numbersLabel: '运单号',
  numbersPlaceholder: '例如：LX123456785CN',
  submit: '查询',
  searching: '查询中…',
  languageLabel: '语言',
  emptyInput: '请输入运单号',
  tooMany: '一次最多查询 20 个运单号',
  captchaPrompt: '查询过于频繁，请拖动滑块完成验证后继续。',
  captchaText: '拖动滑块验证',
  captchaSuccess: '验证通过',
  tooOften: '查询过于频繁，请稍后再试。',
  failed: '查询失败，请稍后再试。',
  notScanned: '暂无追踪信息',
  notScannedHint: '包裹尚未被揽收扫描，或运单号有误。请稍后再查。',
  lastMile: '目的国派送',
  lastMileNumber: '派送单号',
  lastMileUnnamed: '目的国派送商',
  events: '追踪记录',
  localTime: '当地时间',
  results: '查询结果',
}

const en: typeof zh = {
  title: 'Track your parcel',
  intro: 'Enter up to 20 tracking numbers (one per line, or separated by spaces or commas).',
  numbersLabel: 'Tracking numbers',
  numbersPlaceholder: 'e.g. LX123456785CN',
  submit: 'Track',
  searching: 'Searching…',
  languageLabel: 'Language',
  emptyInput: 'Please enter a tracking number.',
  tooMany: 'You can track up to 20 numbers at once.',
  captchaPrompt: 'Too many searches. Slide to verify, then we will continue.',
  captchaText: 'Slide to verify',
  captchaSuccess: 'Verified',
  tooOften: 'Too many searches. Please try again later.',
  failed: 'The search failed. Please try again later.',
  notScanned: 'No tracking information yet',
  notScannedHint: 'The parcel has not been scanned yet, or the number is wrong. Please check again later.',
  lastMile: 'Delivered locally by',
  lastMileNumber: 'Local tracking number',
  lastMileUnnamed: 'the local carrier',
  events: 'Tracking history',
  localTime: 'local time',
  results: 'Results',
}

export const TRACK_TEXTS: Record<TrackLanguage, typeof zh> = { zh, en }

export function statusText(status: ParcelStatus, language: TrackLanguage): string {
  return (language === 'zh' ? PARCEL_STATUS_TEXT : PARCEL_STATUS_TEXT_EN)[status]
}

/** Where an event happened, as the buyer reads it: the stored place in Chinese, its English name in English. */
export function placeText(
  event: Pick<PublicTrackingEvent, 'location' | 'locationEn'>,
  language: TrackLanguage,
) {
  return language === 'zh' ? event.location : event.locationEn
}

/** Who delivers the last mile: a carrier with no English name is named generically in English. */
export function carrierText(
  lastMile: Pick<PublicLastMile, 'carrier' | 'carrierEn'>,
  language: TrackLanguage,
) {
  if (language === 'zh') return lastMile.carrier
  return lastMile.carrierEn ?? TRACK_TEXTS.en.lastMileUnnamed
}
