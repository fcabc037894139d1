import { type Action, isAction } from '../action/defineAction'
import * as declarations from './declarations'

/**
 * Every declared action, from the groups exported by `declarations.ts`: the server registers each one's route from
 * it and refuses to start when one has no handler; the security suite and the API documentation read it.
 */
export const ACTIONS: readonly Action[] = (Object.values(declarations) as unknown[]).flatMap((group) =>
  typeof group === 'object' && group !== null ? Object.values(group).filter(isAction) : [],
)

const BY_KEY: ReadonlyMap<string, Action> = new Map(ACTIONS.map((action) => [action.key, action]))
if (BY_KEY.size !== ACTIONS.length) {
  const seen = new Set<string>()
  const twice = ACTIONS.filter((action) => seen.size === seen.add(action.key).size).map(
    (action) => action.key,
  )
  throw new Error(`actions declared twice: ${twice.join(', ')}`)
}

/** The declared action answering `METHOD /path` (the path as declared, `:name` for a parameter). */
export const actionOfKey = (key: string): Action | undefined => BY_KEY.get(key)
