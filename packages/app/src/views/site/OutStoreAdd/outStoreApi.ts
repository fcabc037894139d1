import { useHttp } from '@portico/ui'
import { useMemo } from 'react'

export interface Bag {
  id: string
  bagNo: string
  channelCode: string
  status: string
  parcelCount: number
  parcelWeight: string
  grossWeight: string | null
  outBatchId: string | null
}

export interface BagParcel {
  id: string
  trackingNo: string
  destinationCountry: string
  billableWeight: string | null
}

export interface OutBatch {
  id: string
  batchNo: string
  channelCode: string
  status: string
  bagCount: number
  parcelCount: number
  grossWeight: string
}

export interface ChannelOption {
  code: string
  name: string
}

const BASE = '/site/outStore'

/** The 新增出库 calls; each resolves the server's envelope (refusals included). */
export function useOutStoreApi() {
  const http = useHttp()
  return useMemo(
    () => ({
      channels: () =>
        http.get<{ records: ChannelOption[] }>('/channel/channel/list', {
          status: '1',
          pageSize: 100,
          column: 'code',
          order: 'asc',
        }),
      bags: () => http.get<Bag[]>(`${BASE}/bags`),
      bagParcels: (id: string) => http.get<BagParcel[]>(`${BASE}/bagParcels`, { id }),
      openBag: (channelCode: string) => http.post<Bag>(`${BASE}/openBag`, { channelCode }),
      scan: (bagId: string, trackingNo: string) =>
        http.post<{ bag: Bag; parcel: BagParcel }>(`${BASE}/scan`, { bagId, trackingNo }),
      closeBag: (bagId: string, grossWeight: string) =>
        http.post<Bag>(`${BASE}/closeBag`, { bagId, grossWeight }),
      bagLabel: (id: string) => http.getBlob(`${BASE}/bagLabel`, { id }),
      pendingBatches: () =>
        http.get<{ records: OutBatch[] }>('/site/outBatch/list', { status: '0', pageSize: 50 }),
      createBatch: (bagIds: string[]) => http.post<OutBatch>(`${BASE}/createBatch`, { bagIds }),
      confirm: (id: string) => http.post<OutBatch>(`${BASE}/confirm`, { id }),
    }),
    [http],
  )
}

export type OutStoreApi = ReturnType<typeof useOutStoreApi>
