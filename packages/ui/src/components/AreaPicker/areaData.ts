/** Area codes: `{ [parentCode]: { [childCode]: name } }`, provinces under the root 86. */
export type AreaData = Record<string, Record<string, string>>

export interface AreaOption {
  value: string
  text: string
}

export const AREA_ROOT = '86'

let loading: Promise<AreaData> | undefined

/** The area data (about 116 kB), loaded once and only when an area picker first needs it. */
export function loadAreaData(): Promise<AreaData> {
  loading ??= import('china-area-data/data.json').then((module) => (module.default ?? module) as AreaData)
  return loading
}

/** The children of an area (provinces for the root), in code order. */
export function childrenOf(data: AreaData, code: string | undefined): AreaOption[] {
  const children = code ? data[code] : undefined
  if (!children) return []
  return Object.entries(children)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, text]) => ({ value, text }))
}

const parents = new WeakMap<AreaData, Map<string, string>>()

function parentMap(data: AreaData): Map<string, string> {
  let map = parents.get(data)
  if (!map) {
    map = new Map()
    for (const [parent, children] of Object.entries(data)) {
      for (const child of Object.keys(children)) map.set(child, parent)
    }
    parents.set(data, map)
  }
  return map
}

/** The codes from the province down to `code` ([] for an unknown code). */
export function pathOf(data: AreaData, code: string | null | undefined): string[] {
  if (!code) return []
  const map = parentMap(data)
  if (!map.has(code)) return []
  const path = [code]
  for (let parent = map.get(code); parent && parent !== AREA_ROOT; parent = map.get(parent))
    path.unshift(parent)
  return path
}

/** The names along a code's path, e.g. 广东省 / 深圳市 / 南山区. */
export const namesOf = (data: AreaData, code: string | null | undefined): string[] => {
  const path = pathOf(data, code)
  return path.map((c, i) => data[i === 0 ? AREA_ROOT : path[i - 1]][c])
}
