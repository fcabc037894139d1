export type MoveDirection = 'left' | 'right'

export const MSG_UNKNOWN_OPERATION = '未知的操作'
export const MSG_AT_END = '已到最后~'

export type MoveResult<T> = { ok: true; list: T[] } | { ok: false; warning: string }

/** Moves the item at `index` one step left or right; the edges answer with JeecgBoot's warnings. */
export function moveItem<T>(list: T[], index: number, direction: MoveDirection): MoveResult<T> {
  if (index < 0 || index >= list.length) return { ok: false, warning: MSG_UNKNOWN_OPERATION }
  if (direction === 'left') {
    if (index === 0) return { ok: false, warning: MSG_UNKNOWN_OPERATION }
  } else if (direction === 'right') {
    if (index === list.length - 1) return { ok: false, warning: MSG_AT_END }
  } else {
    return { ok: false, warning: MSG_UNKNOWN_OPERATION }
  }
  const target = direction === 'left' ? index - 1 : index + 1
  const next = list.slice()
  const [item] = next.splice(index, 1)
  next.splice(target, 0, item)
  return { ok: true, list: next }
}
