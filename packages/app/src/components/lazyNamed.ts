import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy's own signature
type AnyComponent = ComponentType<any>

/** `React.lazy` for a module's named export: the component's code is fetched only when it first renders. */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}
