import { describeCron } from '../../describe/describe'
import { defaultCronState } from '../../model/defaults'
import { expressionToState } from '../../model/from-expression'
import { stateToExpression } from '../../model/to-expression'
import type { CronState, CronUnit } from '../../model/types'
import { type StateValidation, validateState } from '../../model/validate-state'
import { nextFireTimes } from '../../quartz/next-fire-times'
import { validateCron } from '../../quartz/validate'

/**
 * What the builder shows: the expression text and the tabs' state. `origin` says which one the user last edited:
 * after a tab edit the text is the state's expression; after typing, the text is kept verbatim and the tabs show it
 * when the modes can (otherwise they keep the last state they could show).
 */
export interface BuilderModel {
  expression: string
  state: CronState
  origin: 'tabs' | 'text'
}

/** A change to some units of the state, e.g. `{ day: { cronEvery: 6 } }`. */
export type StatePatch = { [U in CronUnit]?: Partial<CronState[U]> }

export interface BuilderView {
  validation: StateValidation
  /** Why the tabs cannot show a valid expression; the expression is kept as typed. */
  unrepresentable?: string
  /** The Chinese description, only for a valid expression. */
  description?: string
  /** Next fire times in UTC, `YYYY-MM-DD HH:mm:ss`. */
  fireTimes: string[]
}

export const DEFAULT_EXPRESSION = stateToExpression(defaultCronState())

export function modelFromExpression(
  expression: string,
  previous: CronState = defaultCronState(),
): BuilderModel {
  const shown = expressionToState(expression)
  return { expression, state: 'state' in shown ? shown.state : previous, origin: 'text' }
}

export function applyPatch(state: CronState, patch: StatePatch): CronState {
  const next = { ...state }
  for (const unit of Object.keys(patch) as CronUnit[]) {
    Object.assign(next, { [unit]: { ...state[unit], ...patch[unit] } })
  }
  return next
}

export function modelFromPatch(model: BuilderModel, patch: StatePatch): BuilderModel {
  const state = applyPatch(model.state, patch)
  return { expression: stateToExpression(state), state, origin: 'tabs' }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** `YYYY-MM-DD HH:mm:ss` of the instant in UTC (the core evaluates Quartz expressions in UTC). */
export function formatFireTime(date: Date): string {
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
}

export function validateModel(model: BuilderModel): StateValidation {
  return model.origin === 'tabs' ? validateState(model.state) : validateCron(model.expression)
}

export function viewOf(model: BuilderModel, now: Date, count = 5): BuilderView {
  const validation = validateModel(model)
  if (!validation.valid) return { validation, fireTimes: [] }
  const shown = model.origin === 'text' ? expressionToState(model.expression) : undefined
  return {
    validation,
    unrepresentable: shown && 'reason' in shown ? shown.reason : undefined,
    description: describeCron(model.expression, 'zh'),
    fireTimes: nextFireTimes(model.expression, now, count).map(formatFireTime),
  }
}
