import { describe, expect, it } from 'vitest'
import { describeCron } from './describe'

// [expression, zh, en]
const CASES: [string, string, string][] = [
  ['0 15 10 * * ?', '每天 10:15:00 执行', 'At 10:15:00 every day'],
  ['0 15 10 ? * *', '每天 10:15:00 执行', 'At 10:15:00 every day'],
  ['* * * * * ?', '每天 每秒 执行', 'Every second, every day'],
  ['0 * * * * ?', '每天 每分钟的 0 秒 执行', 'Second 0, every minute, every day'],
  [
    '0/15 * * * * ?',
    '每天 每分钟的从 0 秒起每 15 秒 执行',
    'Every 15 seconds starting at second 0, every minute, every day',
  ],
  [
    '*/20 * * * * ?',
    '每天 每分钟的从 0 秒起每 20 秒 执行',
    'Every 20 seconds starting at second 0, every minute, every day',
  ],
  [
    '10-12 * * * * ?',
    '每天 每分钟的 10 秒到 12 秒 执行',
    'Second 10 through second 12, every minute, every day',
  ],
  [
    '50-10/15 * * * * ?',
    '每天 每分钟的从 50 秒起到 10 秒每 15 秒 执行',
    'Every 15 seconds from second 50 through second 10, every minute, every day',
  ],
  ['15,45 * * * * ?', '每天 每分钟的 15 秒、45 秒 执行', 'Second 15 and second 45, every minute, every day'],
  [
    '0 0/5 14 * * ?',
    '每天 14 时的从 0 分起每 5 分钟的 0 秒 执行',
    'Second 0, every 5 minutes starting at minute 0, hour 14, every day',
  ],
  [
    '0 0 9-17 * * ?',
    '每天 9 时到 17 时的 0 分的 0 秒 执行',
    'Second 0, minute 0, hour 9 through hour 17, every day',
  ],
  [
    '0 0 */2 * * ?',
    '每天 从 0 时起每 2 小时的 0 分的 0 秒 执行',
    'Second 0, minute 0, every 2 hours starting at hour 0, every day',
  ],
  ['* 0 * * * ?', '每天 每小时的 0 分的每秒 执行', 'Every second, minute 0, every hour, every day'],
  ['0 0 0 1 * ?', '每月 1 日 00:00:00 执行', 'At 00:00:00 on day 1 of every month'],
  ['0 0 0 1,15 * ?', '每月 1 日、15 日 00:00:00 执行', 'At 00:00:00 on day 1 and day 15 of every month'],
  [
    '0 0 0 10-12 * ?',
    '每月 10 日到 12 日 00:00:00 执行',
    'At 00:00:00 on day 10 through day 12 of every month',
  ],
  [
    '0 0 0 1/7 * ?',
    '每月从 1 日起每 7 天 00:00:00 执行',
    'At 00:00:00 every 7 days starting at day 1 of every month',
  ],
  [
    '0 0 0 1-20/5 * ?',
    '每月从 1 日起到 20 日每 5 天 00:00:00 执行',
    'At 00:00:00 every 5 days from day 1 through day 20 of every month',
  ],
  ['0 0 0 L * ?', '每月最后一天 00:00:00 执行', 'At 00:00:00 on the last day of every month'],
  [
    '0 0 0 L-3 * ?',
    '每月最后一天的前 3 天 00:00:00 执行',
    'At 00:00:00 3 days before the last day of every month',
  ],
  ['0 0 0 LW * ?', '每月最后一个工作日 00:00:00 执行', 'At 00:00:00 on the last weekday of every month'],
  [
    '0 0 0 15W * ?',
    '每月离 15 日最近的工作日 00:00:00 执行',
    'At 00:00:00 on the weekday nearest day 15 of every month',
  ],
  [
    '0 0 0 L-2W * ?',
    '每月离最后一天前 2 天最近的工作日 00:00:00 执行',
    'At 00:00:00 on the weekday nearest 2 days before the last day of every month',
  ],
  ['0 0 9 ? * MON-FRI', '每周星期一到星期五 09:00:00 执行', 'At 09:00:00 on Monday through Friday'],
  ['0 0 9 ? * 1,7', '每周星期日、星期六 09:00:00 执行', 'At 09:00:00 on Sunday and Saturday'],
  [
    '0 0 9 ? * 2/2',
    '每周从星期一起到星期六每 2 天 09:00:00 执行',
    'At 09:00:00 every 2 days from Monday through Saturday',
  ],
  ['0 0 9 ? * 5L', '每月最后一个星期四 09:00:00 执行', 'At 09:00:00 on the last Thursday of every month'],
  ['0 0 9 ? * 6#3', '每月第 3 个星期五 09:00:00 执行', 'At 09:00:00 on the third Friday of every month'],
  ['0 0 9 ? * 2#1', '每月第 1 个星期一 09:00:00 执行', 'At 09:00:00 on the first Monday of every month'],
  ['0 0 9 ? * 7#5', '每月第 5 个星期六 09:00:00 执行', 'At 09:00:00 on the fifth Saturday of every month'],
  ['0 0 0 1 1,7 ?', '1 月、7 月的 1 日 00:00:00 执行', 'At 00:00:00 on day 1, in January and July'],
  [
    '0 0 0 L 3-5 ?',
    '3 月到 5 月的最后一天 00:00:00 执行',
    'At 00:00:00 on the last day, in March through May',
  ],
  [
    '0 0 0 1 */3 ?',
    '从 1 月起每 3 个月的 1 日 00:00:00 执行',
    'At 00:00:00 on day 1, every 3 months starting at January',
  ],
  ['0 0 0 1 1 ? 2025', '2025 年的 1 月的 1 日 00:00:00 执行', 'At 00:00:00 on day 1, in January, in 2025'],
  [
    '0 0 0 1 1 ? 2025-2030',
    '2025 年到 2030 年的 1 月的 1 日 00:00:00 执行',
    'At 00:00:00 on day 1, in January, in 2025 through 2030',
  ],
  [
    '0 0 0 1 1 ? 2025/5',
    '从 2025 年起每 5 年的 1 月的 1 日 00:00:00 执行',
    'At 00:00:00 on day 1, in January, every 5 years starting at 2025',
  ],
  [
    '0 0 0 LW 2 ? 2030',
    '2030 年的 2 月的最后一个工作日 00:00:00 执行',
    'At 00:00:00 on the last weekday, in February, in 2030',
  ],
  [
    'bad',
    '表达式应包含 6 或 7 个字段（秒 分 时 日 月 周 [年]），实际为 1 个',
    'The expression needs 6 or 7 fields (second minute hour day-of-month month day-of-week [year]), got 1',
  ],
]

describe('describeCron', () => {
  it.each(CASES)('%s', (expression, zh, en) => {
    expect(describeCron(expression, 'zh')).toBe(zh)
    expect(describeCron(expression, 'en')).toBe(en)
  })

  it('defaults to Chinese', () => {
    expect(describeCron('0 15 10 * * ?')).toBe('每天 10:15:00 执行')
  })
})
