import type { HttpClient } from '@portico/ui'

export interface AnalysisCard {
  key: string
  title: string
  available: boolean
  /** A count, or money as exact decimal text. */
  value: number | string | null
  unit: string
  previous: number | string | null
  /** What `previous` is: the start of today, or last month to the same day. */
  comparedWith: '昨日' | '上月同期'
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

/** A ranking's entries, the most parcels first. */
export interface TopEntry {
  name: string
  parcels: number
}

export interface LoginInfo {
  totalVisitCount: number
  todayVisitCount: number
  todayIp: number
}

export interface VisitDay {
  ymd: string
  tian: string
  type: string
  visit: number
  ip: number
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
    startTime: string
    lastSeen: string
    current: boolean
  }[]
}

export interface Workplace {
  todo: {
    questionPieces: {
      total: number
      records: {
        id: string
        waybillNo: string
        status: string
        description: string | null
        createTime: string
      }[]
    } | null
    billsToConfirm: {
      total: number
      records: {
        id: string
        billNo: string
        customerId: number
        periodStart: string
        periodEnd: string
        /** Exact decimal text (CNY). */
        totalAmount: string
        status: string
      }[]
    } | null
    applicationsToScreen: {
      total: number
      records: { id: string; name: string; jobName: string; createTime: string }[]
    } | null
  }
  activity: {
    id: string
    logType: number
    logContent: string
    method: string
    status: number | null
    createTime: string
  }[]
}

export interface QuickLink {
  title: string
  path: string
}

export const QUICK_LINKS_KEY = 'workplace:quickLinks'

/** The dashboards' calls; each rejects with the envelope when the server refuses. */
export function createDashboardApi(http: HttpClient) {
  const get = async <T>(url: string, params?: object): Promise<T> => {
    const reply = await http.get<T>(url, params)
    if (!reply.success || reply.result === undefined) throw reply
    return reply.result as T
  }
  return {
    cards: () => get<AnalysisCard[]>('/dashboard/analysis/cards'),
    trend: (from: string, to: string) => get<Trend>('/dashboard/analysis/trend', { from, to }),
    /** Parcels received by channel, parcels created by destination or by customer, over the range. */
    top: (by: 'channels' | 'destinations' | 'customers', from: string, to: string) =>
      get<TopEntry[]>(`/dashboard/analysis/top/${by}`, { from, to }),
    loginInfo: () => get<LoginInfo>('/sys/loginfo'),
    visitInfo: () => get<VisitDay[]>('/sys/visitInfo'),
    live: () => get<LiveFigures>('/dashboard/monitor/live'),
    workplace: () => get<Workplace>('/dashboard/workplace'),
    quickLinks: async () =>
      (await get<QuickLink[] | null>('/sys/userSetting/get', { key: QUICK_LINKS_KEY })) ?? [],
    saveQuickLinks: async (links: QuickLink[]) => {
      const reply = await http.put('/sys/userSetting/save', { key: QUICK_LINKS_KEY, value: links })
      if (!reply.success) throw reply
    },
  }
}

export type DashboardApi = ReturnType<typeof createDashboardApi>
