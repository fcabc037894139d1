import { dashboardActions } from '@portico/contract'
import type { HttpClient } from '@portico/ui'
import { resultOf } from '../../api/callAction'

export type { AnalysisCard, LiveFigures, TopEntry, Trend, TrendDay, Workplace } from '@portico/contract'

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

export interface QuickLink {
  title: string
  path: string
}

export const QUICK_LINKS_KEY = 'workplace:quickLinks'

const RANKINGS = {
  channels: dashboardActions.topChannels,
  destinations: dashboardActions.topDestinations,
  customers: dashboardActions.topCustomers,
}

/** The dashboards' calls; each rejects with the envelope when the server refuses. */
export function createDashboardApi(http: HttpClient) {
  const get = async <T>(url: string, params?: object): Promise<T> => {
    const reply = await http.get<T>(url, params)
    if (!reply.success || reply.result === undefined) throw reply
    return reply.result as T
  }
  return {
    cards: () => resultOf(http, dashboardActions.cards),
    trend: (from: string, to: string) => resultOf(http, dashboardActions.trend, { query: { from, to } }),
    /** Parcels received by channel, parcels created by destination or by customer, over the range. */
    top: (by: keyof typeof RANKINGS, from: string, to: string) =>
      resultOf(http, RANKINGS[by], { query: { from, to } }),
    loginInfo: () => get<LoginInfo>('/sys/loginfo'),
    visitInfo: () => get<VisitDay[]>('/sys/visitInfo'),
    live: () => resultOf(http, dashboardActions.live),
    workplace: () => resultOf(http, dashboardActions.workplace),
    quickLinks: async () =>
      (await get<QuickLink[] | null>('/sys/userSetting/get', { key: QUICK_LINKS_KEY })) ?? [],
    saveQuickLinks: async (links: QuickLink[]) => {
      const reply = await http.put('/sys/userSetting/save', { key: QUICK_LINKS_KEY, value: links })
      if (!reply.success) throw reply
    },
  }
}

export type DashboardApi = ReturnType<typeof createDashboardApi>
