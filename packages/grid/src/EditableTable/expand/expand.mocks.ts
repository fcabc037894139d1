import { delay, HttpResponse, http } from 'msw'

/** Demo endpoints of the tree and sub-table stories (a configured tree url, as JTreeTable takes one). */
export const MOCK_TREE_URL = '/demo/warehouse/childList'
export const MOCK_SUB_TABLE_URL = '/demo/parcel/pieces'

const envelope = (result: unknown) => ({
  success: true,
  message: '',
  code: 200,
  result,
  timestamp: Date.now(),
})

/** Warehouses (top level, parentId 0) and their sites; 华南仓 says it has children but has none. */
export const warehouseTree: Record<string, Record<string, unknown>[]> = {
  '0': [
    { id: 'w1', name: '华东仓', code: 'EAST', hasChildren: true },
    { id: 'w2', name: '华南仓', code: 'SOUTH', hasChildren: '1' },
    { id: 'w3', name: '西北仓', code: 'NORTHWEST' },
  ],
  w1: [
    { id: 'w1-1', name: '上海分拨中心', code: 'SH', hasChildren: true },
    { id: 'w1-2', name: '苏州分拨中心', code: 'SZ' },
  ],
  'w1-1': [{ id: 'w1-1-1', name: '浦东揽收点', code: 'PD' }],
  w2: [],
}

export interface TreeHandlerOptions {
  /** Answer `result` in this shape instead of the children (for the unrecognised-shape story). */
  shape?: (children: Record<string, unknown>[]) => unknown
  /** Every parentId asked for, in order. */
  calls?: string[]
}

/** GET /jeecg-boot{MOCK_TREE_URL}?parentId: the children, as an array (or as `shape` makes them). */
export function treeHandler({ shape = (children) => children, calls }: TreeHandlerOptions = {}) {
  return http.get(`/jeecg-boot${MOCK_TREE_URL}`, async ({ request }) => {
    const parentId = new URL(request.url).searchParams.get('parentId') ?? ''
    calls?.push(parentId)
    await delay(50)
    return HttpResponse.json(envelope(shape(warehouseTree[parentId] ?? [])))
  })
}

export const parcelPieces = [
  { id: 'p1', pieceNo: 'EA100000001CN-1', weight: 0.8 },
  { id: 'p2', pieceNo: 'EA100000001CN-2', weight: 0.7 },
]

/** GET /jeecg-boot{MOCK_SUB_TABLE_URL}?parcelId: a page of pieces; fails with 500 while `failing()` says so. */
export function subTableHandler({
  failing = () => false,
  calls,
}: {
  failing?: () => boolean
  calls?: string[]
} = {}) {
  return http.get(`/jeecg-boot${MOCK_SUB_TABLE_URL}`, async ({ request }) => {
    calls?.push(new URL(request.url).searchParams.get('parcelId') ?? '')
    await delay(30)
    if (failing())
      return HttpResponse.json({ success: false, message: '服务器错误', code: 500 }, { status: 500 })
    return HttpResponse.json(envelope({ records: parcelPieces, total: parcelPieces.length }))
  })
}
