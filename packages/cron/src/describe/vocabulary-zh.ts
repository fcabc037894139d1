import type { CronFieldName } from '../quartz/fields'
import { pad2, type Vocabulary } from './vocabulary'

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']
const UNIT: Record<CronFieldName, string> = {
  second: '秒',
  minute: '分',
  hour: '时',
  dayOfMonth: '日',
  month: '月',
  dayOfWeek: '',
  year: '年',
}
const SPAN: Record<CronFieldName, string> = {
  second: '秒',
  minute: '分钟',
  hour: '小时',
  dayOfMonth: '天',
  month: '个月',
  dayOfWeek: '天',
  year: '年',
}

const monthly = (everyMonth: boolean) => (everyMonth ? '每月' : '')

export const zhVocabulary: Vocabulary = {
  value: (field, value) => (field === 'dayOfWeek' ? WEEKDAYS[value - 1] : `${value} ${UNIT[field]}`),
  every: (field) => (field === 'dayOfWeek' ? '每天' : `每${SPAN[field]}`),
  range(field, start, end) {
    return `${this.value(field, start)}到${this.value(field, end)}`
  },
  step(field, start, end, step) {
    const from = `从${this.value(field, start)}起`
    const to = end === undefined ? '' : `到${this.value(field, end)}`
    return `${from}${to}每 ${step} ${SPAN[field]}`
  },
  list: (parts) => parts.join('、'),
  clock: (h, m, s) => `${pad2(h)}:${pad2(m)}:${pad2(s)}`,
  timeOfDay: (parts) => parts.join('的'),
  everyDay: '每天',
  daysOfMonth: (items, everyMonth) => `${monthly(everyMonth)}${items}`,
  daysOfWeek: (items) => `每周${items}`,
  lastDay: (offset, everyMonth) => `${monthly(everyMonth)}最后一天${offset ? `的前 ${offset} 天` : ''}`,
  lastWeekday: (everyMonth) => `${monthly(everyMonth)}最后一个工作日`,
  nearestWeekday: (day, everyMonth) => `${monthly(everyMonth)}离 ${day} 日最近的工作日`,
  nearestWeekdayToLast: (offset, everyMonth) => `${monthly(everyMonth)}离最后一天前 ${offset} 天最近的工作日`,
  lastWeekdayOfMonth: (weekday, everyMonth) => `${monthly(everyMonth)}最后一个${WEEKDAYS[weekday - 1]}`,
  nthWeekdayOfMonth: (weekday, nth, everyMonth) =>
    `${monthly(everyMonth)}第 ${nth} 个${WEEKDAYS[weekday - 1]}`,
  months: (items) => items,
  years: (items) => items,
  sentence({ time, day, month, year }) {
    const date = [year, month, day].filter(Boolean).join('的')
    // Chinese text keeps a space between Han characters and digits.
    return `${date} ${time} 执行`
      .replace(/([\u4e00-\u9fff])(\d)/g, '$1 $2')
      .replace(/(\d)([\u4e00-\u9fff])/g, '$1 $2')
  },
}
