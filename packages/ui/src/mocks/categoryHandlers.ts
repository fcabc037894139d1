import type { CategoryTreeNode, SysCategory } from '@portico/contract'
import { CategoryMessages } from '@portico/contract'
import { delay, HttpResponse, http } from 'msw'
import { MOCK_CATEGORIES } from './categoryFixtures'
import { MOCK_API_BASE } from './dictHandlers'

export interface CategoryHandlerOptions {
  base?: string
  /** Milliseconds before each reply (default 50). */
  delayMs?: number
  categories?: SysCategory[]
}

const reply = (result: unknown) =>
  HttpResponse.json({ success: true, message: '操作成功！', code: 200, result, timestamp: Date.now() })
/** Refusals come back as the server sends them: a 4xx status with the envelope. */
const refuse = (message: string, status = 400) =>
  HttpResponse.json(
    { success: false, message, code: status, result: null, timestamp: Date.now() },
    { status },
  )

const toNode = (c: SysCategory): CategoryTreeNode => ({
  key: c.id,
  title: c.name,
  code: c.code,
  leaf: c.hasChild !== '1',
  parentId: c.pid,
})

/** Columns a condition may name, as the server's whitelist. */
const CONDITION_COLUMNS: Record<string, keyof SysCategory> = {
  name: 'name',
  code: 'code',
  has_child: 'hasChild',
  hasChild: 'hasChild',
}

function conditionFilter(condition: string | null): ((c: SysCategory) => boolean) | string {
  if (!condition) return () => true
  let parsed: unknown
  try {
    parsed = JSON.parse(condition)
  } catch {
    return '组件JTreeSelect-condition传值有误，需要一个json字符串!'
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return '组件JTreeSelect-condition传值有误，需要一个json字符串!'
  const entries = Object.entries(parsed)
  const unknown = entries.find(([name]) => !Object.hasOwn(CONDITION_COLUMNS, name))
  if (unknown) return `条件字段 "${unknown[0]}" 不存在（unknown condition column "${unknown[0]}"）`
  return (c) => entries.every(([name, value]) => String(c[CONDITION_COLUMNS[name]]) === String(value))
}

/**
 * The category tree endpoints over one fixed tree: loadTreeRoot (pcode; an unknown code fails with the server's
 * 该编码【x】不存在，请核实!), loadTreeChildren (pid), loadTreeData (pid or pcode, condition) and loadDictItem (ids).
 */
export function categoryHandlers({
  base = MOCK_API_BASE,
  delayMs = 50,
  categories = MOCK_CATEGORIES,
}: CategoryHandlerOptions = {}) {
  const childrenOf = (pid: string) => categories.filter((c) => c.pid === pid)
  const idOfCode = (code: string) => categories.find((c) => c.code === code)?.id
  return [
    http.get(`${base}/sys/category/loadTreeRoot`, async ({ request }) => {
      const pcode = new URL(request.url).searchParams.get('pcode') ?? ''
      await delay(delayMs)
      const pid = pcode ? idOfCode(pcode) : '0'
      if (!pid) return refuse(CategoryMessages.codeMissing(pcode))
      return reply(childrenOf(pid).map(toNode))
    }),
    http.get(`${base}/sys/category/loadTreeChildren`, async ({ request }) => {
      await delay(delayMs)
      return reply(childrenOf(new URL(request.url).searchParams.get('pid') ?? '').map(toNode))
    }),
    http.get(`${base}/sys/category/loadTreeData`, async ({ request }) => {
      const params = new URL(request.url).searchParams
      await delay(delayMs)
      const filter = conditionFilter(params.get('condition'))
      if (typeof filter === 'string') return refuse(filter)
      let pid = params.get('pid')
      if (!pid) {
        const pcode = params.get('pcode')
        if (!pcode) return refuse(CategoryMessages.treeParamsNull)
        pid = pcode === '0' ? '0' : (idOfCode(pcode) ?? null)
        if (!pid) return refuse(CategoryMessages.treeParamsCode)
      }
      return reply(childrenOf(pid).filter(filter).map(toNode))
    }),
    http.get(`${base}/sys/category/loadDictItem/`, async ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean)
      await delay(delayMs)
      if (ids.length === 0) return refuse(CategoryMessages.idsRequired)
      return reply(ids.flatMap((id) => categories.filter((c) => c.id === id).map((c) => c.name)))
    }),
  ]
}
