import type { Page, SysDepartTreeNode, SysUser } from '@portico/contract'
import {
  flattenTree,
  type HttpClient,
  SelectionLoadError,
  splitValues,
  toSelectionPage,
  useEndpoints,
  useHttp,
} from '@portico/ui'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { createPickerRowCache, type PickerRowCache } from './pickerRowCache'

/** Caches per http client (one per app, or per story), then per endpoint and stored field. */
const shared = new WeakMap<HttpClient, Map<string, unknown>>()

function sharedFor<T>(http: HttpClient, key: string, create: () => T): T {
  const byKey = shared.get(http) ?? new Map<string, unknown>()
  shared.set(http, byKey)
  if (!byKey.has(key)) byKey.set(key, create())
  return byKey.get(key) as T
}

export type UserField = 'username' | 'id'
export type DepartField = 'id' | 'orgCode'

/** Users by username (or id) from the provider's `userList`: `username=a,b,` is an IN query (JeecgBoot's QueryGenerator). */
export function useUserRowCache(field: UserField): PickerRowCache<SysUser> {
  const http = useHttp()
  const { userList } = useEndpoints()
  return useMemo(
    () =>
      sharedFor(http, `user ${userList} ${field}`, () =>
        createPickerRowCache<SysUser>({
          keyOf: (user) => String(user[field]),
          lookup: async (values) => {
            const page = { pageNo: 1, pageSize: values.length }
            const reply = await http.get<Page<SysUser>>(userList, {
              [field]: `${values.join(',')},`,
              ...page,
            })
            return toSelectionPage(reply, page).records
          },
        }),
      ),
    [http, userList, field],
  )
}

/** Departments by id (or org code), from the provider's `departTree`, loaded once for every department cell. */
export function useDepartRowCache(field: DepartField): PickerRowCache<SysDepartTreeNode> {
  const http = useHttp()
  const { departTree } = useEndpoints()
  return useMemo(() => {
    const tree = sharedFor(http, `departTree ${departTree}`, () => {
      let loading: Promise<SysDepartTreeNode[]> | null = null
      return () => {
        loading ??= http.get<SysDepartTreeNode[]>(departTree).then((reply) => {
          if (!reply.success) throw new SelectionLoadError(reply.message)
          return flattenTree(reply.result ?? [])
        })
        // A failed load is asked again by the next cell that needs it.
        loading.catch(() => {
          loading = null
        })
        return loading
      }
    })
    return sharedFor(http, `depart ${departTree} ${field}`, () =>
      createPickerRowCache<SysDepartTreeNode>({
        keyOf: (node) => String(node[field]),
        lookup: async (values) => (await tree()).filter((node) => values.includes(String(node[field]))),
      }),
    )
  }, [http, departTree, field])
}

export interface PickedCellRows<Row> {
  values: string[]
  /** Rows known for the values, in their order (unknown values left out). */
  rows: Row[]
  /** Each value's name, or the value itself while unknown, joined by commas. */
  text: string
  loading: boolean
}

/** The rows and names behind a cell's stored value, from a shared cache (asked for when the cell is drawn). */
export function usePickedCellRows<Row>(
  cache: PickerRowCache<Row>,
  value: unknown,
  nameOf: (row: Row) => string,
): PickedCellRows<Row> {
  useSyncExternalStore(cache.subscribe, cache.version)
  const stored = value == null ? '' : String(value)
  const values = useMemo(() => splitValues(stored), [stored])
  useEffect(() => cache.request(values), [cache, values])
  const rows: Row[] = []
  const names: string[] = []
  for (const v of values) {
    const row = cache.get(v)
    if (row !== undefined) rows.push(row)
    names.push(row === undefined ? v : nameOf(row))
  }
  return { values, rows, text: names.join(','), loading: values.some((v) => cache.pending(v)) }
}
