import type { DictOption, DictTreeNode } from '@portico/contract'
import { delay, HttpResponse, http } from 'msw'
import { MOCK_DICTS, MOCK_TREE } from './dictFixtures'
import { mockEnvelope } from './envelope'

export const MOCK_API_BASE = '/jeecg-boot'
export const MOCK_DICT_SEARCH_FAILURE = '字典Code格式不正确！'

// The dictionary endpoints answer code 0 on success.
const envelope = (success: boolean, result: unknown, message?: string) =>
  mockEnvelope(success, result, message, 0)

export interface DictHandlerOptions {
  base?: string
  /** Milliseconds before each reply (default 50). */
  delayMs?: number
  dicts?: Record<string, DictOption[]>
}

/** GET {base}/sys/dict/getDictItems/{code}: a dictionary's items; an unknown code answers []. */
export function dictItemsHandler({
  base = MOCK_API_BASE,
  delayMs = 50,
  dicts = MOCK_DICTS,
}: DictHandlerOptions = {}) {
  return http.get(`${base}/sys/dict/getDictItems/:code`, async ({ params }) => {
    await delay(delayMs)
    return HttpResponse.json(envelope(true, dicts[String(params.code)] ?? []))
  })
}

/** GET {base}/sys/dict/loadDict/{code}?keyword&pageSize: options whose text contains the keyword. */
export function loadDictHandler({
  base = MOCK_API_BASE,
  delayMs = 50,
  dicts = MOCK_DICTS,
}: DictHandlerOptions = {}) {
  return http.get(`${base}/sys/dict/loadDict/:code`, async ({ params, request }) => {
    const url = new URL(request.url)
    const keyword = url.searchParams.get('keyword') ?? ''
    const pageSize = Number(url.searchParams.get('pageSize') ?? 0)
    const matches = (dicts[String(params.code)] ?? []).filter((o) => o.text.includes(keyword))
    await delay(delayMs)
    return HttpResponse.json(envelope(true, pageSize > 0 ? matches.slice(0, pageSize) : matches))
  })
}

/** GET {base}/sys/dict/loadDict/{code} failing with `success:false` and a message. */
export function loadDictFailureHandler({ base = MOCK_API_BASE, message = MOCK_DICT_SEARCH_FAILURE } = {}) {
  return http.get(`${base}/sys/dict/loadDict/:code`, () => HttpResponse.json(envelope(false, null, message)))
}

/** GET {base}/sys/dict/loadDictItem/{code}?key=a,b: the texts of the keys, in order, unknown keys skipped. */
export function loadDictItemHandler({
  base = MOCK_API_BASE,
  delayMs = 50,
  dicts = MOCK_DICTS,
}: DictHandlerOptions = {}) {
  return http.get(`${base}/sys/dict/loadDictItem/:code`, async ({ params, request }) => {
    const keys = (new URL(request.url).searchParams.get('key') ?? '').split(',').filter(Boolean)
    const options = dicts[String(params.code)] ?? []
    await delay(delayMs)
    return HttpResponse.json(
      envelope(
        true,
        keys.flatMap((k) => options.filter((o) => o.value === k).map((o) => o.text)),
      ),
    )
  })
}

/** GET {base}/sys/dict/loadTreeData?pid=…: the children of `pid` (roots when empty) in one fixed tree. */
export function loadTreeDataHandler({
  base = MOCK_API_BASE,
  delayMs = 50,
  nodes = MOCK_TREE,
}: {
  base?: string
  delayMs?: number
  nodes?: DictTreeNode[]
} = {}) {
  return http.get(`${base}/sys/dict/loadTreeData`, async ({ request }) => {
    const pid = new URL(request.url).searchParams.get('pid') || null
    await delay(delayMs)
    return HttpResponse.json(
      envelope(
        true,
        nodes.filter((n) => n.parentId === pid),
      ),
    )
  })
}

/** The dictionary endpoints with the default fixtures. */
export const dictHandlers = [
  dictItemsHandler(),
  loadDictHandler(),
  loadDictItemHandler(),
  loadTreeDataHandler(),
]
