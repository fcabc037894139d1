import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'

type Maybe<T> = T | null

export const DASHBOARD_PERMS = {
  analysis: 'dashboard:analysis:view',
  monitor: 'dashboard:monitor:view',
  /** The platform's logins and visits (/sys/loginfo, /sys/visitInfo): staff only. */
  visits: 'dashboard:visit:view',
} as const

/** One card of 首页. */
export interface AnalysisCard {
  key: string
  title: string
  /** false: the data behind the card does not exist yet; `note` says which. */
  available: boolean
  /** A count, or money as exact decimal text. */
  value: number | string | null
  unit: string
  /** The same figure at the start of today (or for last month), to show the trend. */
  previous: number | string | null
  /** What `previous` is: 昨日 (the start of today) or 上月同期 (last month to the same day). */
  comparedWith: '昨日' | '上月同期'
  /** Last 7 days, oldest first. */
  daily: { day: string; value: number | string }[]
  note?: string
}

export interface TrendDay {
  day: string
  parcels: number
  pieces: number
  /** Exact decimal text (kg). */
  weight: string
  questions: number
}

export interface Trend {
  days: TrendDay[]
}

/** A ranking's entry, the most parcels first. */
export interface TopEntry {
  name: string
  parcels: number
}

export interface LiveFigures {
  perSecond: { time: number; requests: number; errors: number }[]
  requestsLastMinute: number
  errorsLastMinute: number
  errorRate: number
  scansPerMinute: { time: number; scans: number }[]
  instances: {
    id: string
    hostname: string
    pid: number
    nodeVersion: string
    startTime: Maybe<string>
    lastSeen: Maybe<string>
    current: boolean
  }[]
}

/** A count and the newest few of a to-do kind; null when the user may not act on it. */
export type TodoKind<R> = { total: number; records: R[] } | null

export interface Workplace {
  todo: {
    questionPieces: TodoKind<{
      id: string
      waybillNo: string
      status: string
      description: string | null
      createTime: Maybe<string>
    }>
    billsToConfirm: TodoKind<{
      id: string
      billNo: string
      customerId: number
      periodStart: string
      periodEnd: string
      /** Exact decimal text (CNY). */
      totalAmount: string
      status: string
    }>
    applicationsToScreen: TodoKind<{ id: string; name: string; jobName: string; createTime: Maybe<string> }>
  }
  activity: {
    id: string
    logType: number
    logContent: Maybe<string>
    method: Maybe<string>
    status: Maybe<number>
    createTime: Maybe<string>
  }[]
}

const tags = ['dashboard']
/** `from`..`to`, yyyy-MM-dd (GMT+8, inclusive); the last 30 days when absent. */
const range = schema.object({ from: schema.string(), to: schema.string() })

const ranking = (by: 'channels' | 'destinations' | 'customers', summary: string) =>
  defineAction({
    method: 'GET',
    path: `/dashboard/analysis/top/${by}`,
    permission: DASHBOARD_PERMS.analysis,
    summary: `${summary} (from/to yyyy-MM-dd)`,
    tags,
    query: range,
    result: returns<TopEntry[]>(),
  })

/** 首页 (analysis), 监控页 and 工作台. */
export const dashboardActions = {
  cards: defineAction({
    method: 'GET',
    path: '/dashboard/analysis/cards',
    permission: DASHBOARD_PERMS.analysis,
    summary: '首页 cards: parcels today, in store, in transit, open question pieces, revenue',
    tags,
    result: returns<AnalysisCard[]>(),
  }),
  trend: defineAction({
    method: 'GET',
    path: '/dashboard/analysis/trend',
    permission: DASHBOARD_PERMS.analysis,
    summary: 'Parcels received, pieces, weight and question pieces per day (from/to yyyy-MM-dd)',
    tags,
    query: range,
    result: returns<Trend>(),
  }),
  // Each ranking is a call of its own, so each card of 首页 draws as soon as its figures arrive.
  topChannels: ranking('channels', 'Channels with the most parcels received (the parcels the trend counts)'),
  topDestinations: ranking('destinations', 'Destination countries with the most parcels created'),
  topCustomers: ranking('customers', 'Customer companies with the most parcels created'),
  live: defineAction({
    method: 'GET',
    path: '/dashboard/monitor/live',
    permission: DASHBOARD_PERMS.monitor,
    summary: 'API requests and errors per second (this instance), scans per minute, server instances up',
    tags,
    result: returns<LiveFigures>(),
  }),
  workplace: defineAction({
    method: 'GET',
    path: '/dashboard/workplace',
    permission: 'authenticated',
    summary:
      '工作台: my to-do (open question pieces, bills to confirm, applications to screen) and my recent activity from sys_log',
    tags,
    result: returns<Workplace>(),
  }),
}
