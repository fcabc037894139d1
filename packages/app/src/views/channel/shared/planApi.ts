import type { PlanQuote, RateBand } from '@portico/contract'
import { type HttpClient, useHttp } from '@portico/ui'
import { useMemo } from 'react'

export interface QuoteRequest {
  channelCode: string
  country: string
  date: string
  weight: string
  length: string
  width: string
  height: string
  customerId?: string
}

/** The bands and 试算 calls of one plan kind (`/channel/costPlan` or `/channel/salePlan`). */
export function createPlanApi(http: HttpClient, base: string) {
  return {
    bands: (planId: string) => http.get<(RateBand & { id: string })[]>(`${base}/bands`, { planId }),
    saveBands: (planId: string, bands: RateBand[]) =>
      http.post<(RateBand & { id: string })[]>(`${base}/saveBands`, { planId, bands }),
    quote: (request: QuoteRequest) => http.post<PlanQuote>(`${base}/quote`, request),
  }
}

export type PlanApi = ReturnType<typeof createPlanApi>

export function usePlanApi(base: string): PlanApi {
  const http = useHttp()
  return useMemo(() => createPlanApi(http, base), [http, base])
}

/** The message of a failed call: the server's, or a fallback when the request itself failed. */
export const failureOf = (error: unknown, fallback: string) => {
  const data = (error as { response?: { data?: { message?: string } } })?.response?.data
  return data?.message || fallback
}
