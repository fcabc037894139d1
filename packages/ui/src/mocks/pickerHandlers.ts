import type { SysDepartTreeNode, SysRole } from '@portico/contract'
import { delay, HttpResponse, http } from 'msw'
import { MOCK_API_BASE } from './dictHandlers'
import { mockEnvelope } from './envelope'
import { flattenDeparts, MOCK_DEPART_TREE, MOCK_ROLES, MOCK_USERS, type MockUser } from './pickerFixtures'

/** A JeecgBoot QueryGenerator value, the few forms the pickers send: `*text*`, `a,b,` (IN) or an exact value. */
export function matchesQueryValue(actual: unknown, wanted: string | null): boolean {
  if (wanted === null || wanted === '') return true
  const text = actual == null ? '' : String(actual)
  if (wanted.length > 2 && wanted.startsWith('*') && wanted.endsWith('*'))
    return text.includes(wanted.slice(1, -1))
  if (wanted.includes(',')) return wanted.split(',').filter(Boolean).includes(text)
  return text === wanted
}

function paged<T>(rows: T[], url: URL) {
  const pageNo = Math.max(1, Number(url.searchParams.get('pageNo') ?? 1))
  const pageSize = Math.max(1, Number(url.searchParams.get('pageSize') ?? 10))
  return {
    records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: rows.length,
    size: pageSize,
    current: pageNo,
    pages: Math.ceil(rows.length / pageSize),
  }
}

const filtered = <T>(rows: T[], url: URL, fields: (keyof T & string)[]) =>
  rows.filter((row) => fields.every((field) => matchesQueryValue(row[field], url.searchParams.get(field))))

interface Options {
  base?: string
  /** Milliseconds before each reply (default 50). */
  delayMs?: number
}

/** GET {base}/sys/sysDepart/queryTreeList: the whole tree. */
export function departTreeHandler({
  base = MOCK_API_BASE,
  delayMs = 50,
  tree = MOCK_DEPART_TREE,
}: Options & { tree?: SysDepartTreeNode[] } = {}) {
  return http.get(`${base}/sys/sysDepart/queryTreeList`, async () => {
    await delay(delayMs)
    return HttpResponse.json(mockEnvelope(true, tree))
  })
}

/** GET {base}/sys/sysDepart/searchBy?keyWord: matches, flat; success false 未查询匹配数据！ when none. */
export function departSearchHandler({
  base = MOCK_API_BASE,
  delayMs = 50,
  tree = MOCK_DEPART_TREE,
}: Options & { tree?: SysDepartTreeNode[] } = {}) {
  return http.get(`${base}/sys/sysDepart/searchBy`, async ({ request }) => {
    const keyWord = new URL(request.url).searchParams.get('keyWord') ?? ''
    const found = keyWord ? flattenDeparts(tree).filter((d) => d.departName.includes(keyWord)) : []
    await delay(delayMs)
    return HttpResponse.json(
      found.length
        ? mockEnvelope(
            true,
            found.map((d) => ({ ...d, children: null })),
          )
        : mockEnvelope(false, null, '未查询匹配数据！'),
    )
  })
}

/** GET {base}/sys/user/list: paged; filters id, username, realname, phone, sex. */
export function userListHandler({
  base = MOCK_API_BASE,
  delayMs = 50,
  users = MOCK_USERS,
}: Options & { users?: MockUser[] } = {}) {
  return http.get(`${base}/sys/user/list`, async ({ request }) => {
    const url = new URL(request.url)
    await delay(delayMs)
    return HttpResponse.json(
      mockEnvelope(true, paged(filtered(users, url, ['id', 'username', 'realname', 'phone', 'sex']), url)),
    )
  })
}

/** GET {base}/sys/user/queryUserByDepId?id&realname: users of the department and those under it, not paged. */
export function usersByDepartHandler({
  base = MOCK_API_BASE,
  delayMs = 50,
  users = MOCK_USERS,
  tree = MOCK_DEPART_TREE,
}: Options & { users?: MockUser[]; tree?: SysDepartTreeNode[] } = {}) {
  return http.get(`${base}/sys/user/queryUserByDepId`, async ({ request }) => {
    const url = new URL(request.url)
    const departs = flattenDeparts(tree)
    const chosen = departs.find((d) => d.id === url.searchParams.get('id'))
    const under = new Set(
      departs.filter((d) => chosen && d.orgCode.startsWith(chosen.orgCode)).map((d) => d.id),
    )
    const realname = url.searchParams.get('realname') ?? ''
    await delay(delayMs)
    return HttpResponse.json(
      mockEnvelope(
        true,
        users.filter(
          (u) => u.departIds.split(',').some((id) => under.has(id)) && u.realname.includes(realname),
        ),
      ),
    )
  })
}

/** GET {base}/sys/role/list: paged; filters id, roleCode, roleName. */
export function roleListHandler({
  base = MOCK_API_BASE,
  delayMs = 50,
  roles = MOCK_ROLES,
}: Options & { roles?: SysRole[] } = {}) {
  return http.get(`${base}/sys/role/list`, async ({ request }) => {
    const url = new URL(request.url)
    await delay(delayMs)
    return HttpResponse.json(
      mockEnvelope(true, paged(filtered(roles, url, ['id', 'roleCode', 'roleName']), url)),
    )
  })
}

/** GET {base}{path} answering `success: false` with `message` (HTTP 200, as JeecgBoot does). */
export function pickerFailureHandler(path: string, message = '操作失败', { base = MOCK_API_BASE } = {}) {
  return http.get(`${base}${path}`, () => HttpResponse.json(mockEnvelope(false, null, message)))
}

/** GET {base}{path} failing with an HTTP status and an envelope body. */
export function pickerHttpErrorHandler(path: string, status = 500, { base = MOCK_API_BASE } = {}) {
  return http.get(`${base}${path}`, () =>
    HttpResponse.json(mockEnvelope(false, null, '操作失败'), { status }),
  )
}

/** The pickers' endpoints with the default fixtures. */
export const pickerHandlers = [
  departTreeHandler(),
  departSearchHandler(),
  userListHandler(),
  usersByDepartHandler(),
  roleListHandler(),
]
