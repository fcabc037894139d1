import { useRef } from 'react'

/** Whether two props objects hold the same values under the same keys. */
export function sameProps<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.is(a[key as keyof T], b[key as keyof T]))
}

/**
 * The props of the previous render while their values are all the same. React 19 hands a `forwardRef` component a
 * new props object on every render when it is given a ref (the ref is taken out of a copy), also when only its own
 * state changed: the table's context, built from its props, would change on every scroll frame and draw every cell
 * again.
 */
export function useStableProps<T extends object>(props: T): T {
  const last = useRef(props)
  if (last.current !== props && !sameProps(last.current, props)) last.current = props
  return last.current
}
