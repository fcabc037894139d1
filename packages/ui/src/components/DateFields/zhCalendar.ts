import type { CalendarStrings, DatePickerProps } from '@fluentui/react-datepicker-compat'

const MONTHS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二']

/** The calendar's words in Chinese (Fluent ships only English ones). */
export const ZH_CALENDAR_STRINGS: CalendarStrings = {
  months: MONTHS.map((m) => `${m}月`),
  shortMonths: MONTHS.map((_, i) => `${i + 1}月`),
  days: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  shortDays: ['日', '一', '二', '三', '四', '五', '六'],
  goToToday: '今天',
  prevMonthAriaLabel: '上个月',
  nextMonthAriaLabel: '下个月',
  prevYearAriaLabel: '上一年',
  nextYearAriaLabel: '下一年',
  prevYearRangeAriaLabel: '上一个十年',
  nextYearRangeAriaLabel: '下一个十年',
  monthPickerHeaderAriaLabel: '{0}，选择以切换年份',
  yearPickerHeaderAriaLabel: '{0}，选择以切换月份',
  closeButtonAriaLabel: '关闭',
  weekNumberFormatString: '第 {0} 周',
  selectedDateFormatString: '已选择 {0}',
  todayDateFormatString: '今天 {0}',
  dayMarkedAriaLabel: '已标记',
}

/** Headers and cell names as a Chinese reader writes them: 2026年11月, 2026年11月28日. */
export const ZH_DATE_FORMATTING: NonNullable<DatePickerProps['dateTimeFormatter']> = {
  formatDay: (date) => String(date.getDate()),
  formatMonth: (date) => `${date.getMonth() + 1}月`,
  formatYear: (date) => `${date.getFullYear()}年`,
  formatMonthYear: (date) => `${date.getFullYear()}年${date.getMonth() + 1}月`,
  formatMonthDayYear: (date) => `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`,
}
