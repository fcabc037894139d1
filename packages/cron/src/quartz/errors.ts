import type { CronFieldName } from './fields'

export type CronError =
  | { code: 'empty' }
  | { code: 'fieldCount'; count: number }
  | { code: 'unrecognised'; field: CronFieldName; text: string }
  | { code: 'outOfRange'; field: CronFieldName; min: number; max: number; value: number }
  | { code: 'incrementRange'; field: CronFieldName; min: number; max: number; value: number }
  | { code: 'reversedRange'; field: CronFieldName; start: number; end: number }
  | { code: 'noSpecificNotAllowed'; field: CronFieldName }
  | { code: 'noSpecificNotAlone'; field: CronFieldName }
  | { code: 'bothNoSpecific' }
  | { code: 'neitherNoSpecific' }
  | { code: 'specialNotAlone'; field: CronFieldName; text: string }
  | { code: 'lastOffsetRange'; value: number }
  | { code: 'nthRange'; value: number }

export type CronLocale = 'zh' | 'en'

export const FIELD_LABELS: Record<CronLocale, Record<CronFieldName, string>> = {
  zh: { second: '秒', minute: '分', hour: '时', dayOfMonth: '日', month: '月', dayOfWeek: '周', year: '年' },
  en: {
    second: 'Seconds',
    minute: 'Minutes',
    hour: 'Hours',
    dayOfMonth: 'Day-of-month',
    month: 'Month',
    dayOfWeek: 'Day-of-week',
    year: 'Year',
  },
}

type MessageMap = {
  [C in CronError['code']]: (error: Extract<CronError, { code: C }>, field: string) => string
}

const zh: MessageMap = {
  empty: () => '表达式不能为空',
  fieldCount: (e) => `表达式应包含 6 或 7 个字段（秒 分 时 日 月 周 [年]），实际为 ${e.count} 个`,
  unrecognised: (e, f) => `${f}：无法识别“${e.text}”`,
  outOfRange: (e, f) => `${f}：取值范围 ${e.min}-${e.max}，实际为 ${e.value}`,
  incrementRange: (e, f) => `${f}：增量取值范围 ${e.min}-${e.max}，实际为 ${e.value}`,
  reversedRange: (e, f) => `${f}：范围起始值 ${e.start} 不能大于结束值 ${e.end}`,
  noSpecificNotAllowed: (_e, f) => `${f}：只有日和周可以使用 ?`,
  noSpecificNotAlone: (_e, f) => `${f}：? 不能与其他值组合`,
  bothNoSpecific: () => '日和周不能同时为 ?，必须且只能有一个为 ?',
  neitherNoSpecific: () => '日和周必须有一个为 ?（Quartz 不支持同时指定日和周）',
  specialNotAlone: (e, f) => `${f}：“${e.text}”只能单独使用，不能与其他值组合`,
  lastOffsetRange: (e) => `日：L- 之后的偏移取值范围 0-30，实际为 ${e.value}`,
  nthRange: (e) => `周：# 之后的取值范围 1-5，实际为 ${e.value}`,
}

const en: MessageMap = {
  empty: () => 'The expression is empty',
  fieldCount: (e) =>
    `The expression needs 6 or 7 fields (second minute hour day-of-month month day-of-week [year]), got ${e.count}`,
  unrecognised: (e, f) => `${f}: cannot read "${e.text}"`,
  outOfRange: (e, f) => `${f}: allowed range ${e.min}-${e.max}, got ${e.value}`,
  incrementRange: (e, f) => `${f}: increment range ${e.min}-${e.max}, got ${e.value}`,
  reversedRange: (e, f) => `${f}: range start ${e.start} must not exceed its end ${e.end}`,
  noSpecificNotAllowed: (_e, f) => `${f}: only day-of-month and day-of-week accept '?'`,
  noSpecificNotAlone: (_e, f) => `${f}: '?' cannot be combined with other values`,
  bothNoSpecific: () => "Day-of-month and day-of-week cannot both be '?'; exactly one must be '?'",
  neitherNoSpecific: () =>
    "One of day-of-month and day-of-week must be '?' (Quartz does not support specifying both)",
  specialNotAlone: (e, f) => `${f}: "${e.text}" must be the only value in the field`,
  lastOffsetRange: (e) => `Day-of-month: the offset after 'L-' must be 0-30, got ${e.value}`,
  nthRange: (e) => `Day-of-week: the number after '#' must be 1-5, got ${e.value}`,
}

const MESSAGES: Record<CronLocale, MessageMap> = { zh, en }

export function formatCronError(error: CronError, locale: CronLocale = 'zh'): string {
  const field = 'field' in error ? FIELD_LABELS[locale][error.field] : ''
  const render = MESSAGES[locale][error.code] as (e: CronError, f: string) => string
  return render(error, field)
}
