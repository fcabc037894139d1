import type {
  InStoreBatch,
  InStoreLine,
  InStoreLineInput,
  InStoreSaveRequest,
  InStoreSaveResult,
} from '@portico/contract'
import { type HttpClient, useHttp } from '@portico/ui'
import { useMemo } from 'react'

const BASE = '/site/inStoreBatch'

export const IN_STORE_ADD_URL = `${BASE}/add`

/** The 批量入库 calls of /site/inStoreBatch; each resolves the server's envelope. */
export function createInStoreApi(http: HttpClient) {
  return {
    batch: (id: string) => http.get<InStoreBatch>(`${BASE}/queryById`, { id }),
    lines: (id: string) => http.get<InStoreLine[]>(`${BASE}/queryInStoreLineByMainId`, { id }),
    saveLines: (request: InStoreSaveRequest) => http.post<InStoreSaveResult>(`${BASE}/saveLines`, request),
    complete: (id: string) => http.post<InStoreBatch>(`${BASE}/complete`, { id }),
  }
}

export type InStoreApi = ReturnType<typeof createInStoreApi>

export function useInStoreApi(): InStoreApi {
  const http = useHttp()
  return useMemo(() => createInStoreApi(http), [http])
}

/** A table row as the save request wants it: new rows (temporary ids) go without id. */
export function lineInput(row: Record<string, unknown>, isNew: boolean): InStoreLineInput {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim())
  return {
    ...(isNew ? {} : { id: String(row.id) }),
    trackingNo: text(row.trackingNo),
    weight: text(row.weight),
    pieces: text(row.pieces),
    channel: text(row.channel),
    remark: text(row.remark) || null,
  }
}
