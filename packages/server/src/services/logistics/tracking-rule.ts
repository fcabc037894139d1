import { s10Problem } from '@portico/contract'
import type { logisticsChannel } from '../../db/schema'

/** The part of a channel that says what its tracking numbers look like (渠道管理's 单号格式). */
export type TrackingRule = Pick<
  typeof logisticsChannel.$inferSelect,
  'code' | 'trackingFormat' | 'trackingPrefix' | 'trackingPattern'
>

/**
 * What is wrong with the number for its channel's format, or null: an S10 number's check digit and the channel's
 * two-letter prefix, or the channel's pattern. 入库扫描, 入库单 lines and the partner API's order push apply it.
 */
export function trackingProblem(trackingNo: string, channel: TrackingRule): string | null {
  if (channel.trackingFormat === 'S10') {
    const problem = s10Problem(trackingNo)
    if (problem) return problem
    if (channel.trackingPrefix && !trackingNo.startsWith(channel.trackingPrefix))
      return `渠道 ${channel.code} 的运单号应以 ${channel.trackingPrefix} 开头`
    return null
  }
  if (channel.trackingFormat === 'PATTERN' && channel.trackingPattern) {
    let pattern: RegExp
    try {
      pattern = new RegExp(channel.trackingPattern)
    } catch {
      return null // a broken pattern is the channel's problem, not the parcel's
    }
    return pattern.test(trackingNo) ? null : `运单号不符合渠道 ${channel.code} 的单号规则`
  }
  return null
}

/** The channel's rule in words, for a caller that must fix its numbers (S10 with its prefix, or the pattern). */
function ruleText(channel: TrackingRule): string {
  if (channel.trackingFormat === 'S10')
    return channel.trackingPrefix ? `S10格式，以 ${channel.trackingPrefix} 开头` : 'S10格式'
  return `须匹配 ${channel.trackingPattern}`
}

/**
 * Why a number given ahead of the parcel (the partner API's order push) is refused, naming the number, the channel
 * and its rule, or null when the channel issues numbers like it.
 */
export function trackingRefusal(trackingNo: string, channel: TrackingRule): string | null {
  const problem = trackingProblem(trackingNo, channel)
  if (!problem) return null
  const detail = channel.trackingFormat === 'S10' ? `：${problem}` : ''
  return `运单号「${trackingNo}」不符合渠道 ${channel.code} 的单号规则（${ruleText(channel)}）${detail}`
}
