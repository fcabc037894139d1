/**
 * A record's declared lifecycle: each action moves it from one of the `from` statuses to `to` (the same status for an
 * action that is only allowed there, e.g. scanning into an open bag). The server moves the record's status only
 * through its machine, and the docs print every machine (docs/lifecycles.md).
 */
export interface StatusTransition<S extends string = string> {
  /** The action as a refusal names it: 只有…可以{label}. */
  label: string
  from: readonly S[]
  to: S
  /** The screen or actor that takes it. */
  who: string
}

export interface StatusMachine<S extends string = string, A extends string = string> {
  /** The record as refusals name it: 账单, 袋, 出库批次… */
  noun: string
  statusText: Readonly<Record<S, string>>
  transitions: Readonly<Record<A, StatusTransition<S>>>
}

/**
 * Why the record (named by its number, when given) may not take the action from its status, or null when it may:
 * e.g. 袋 BG2611250001 当前为「已封袋」，只有装袋中的袋可以封袋.
 */
export function transitionProblem<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  action: A,
  status: string,
  number?: string,
): string | null {
  const transition = machine.transitions[action]
  if ((transition.from as readonly string[]).includes(status)) return null
  const from = transition.from.map((s) => machine.statusText[s]).join('、')
  const now = machine.statusText[status as S] ?? status
  const subject = number ? `${machine.noun} ${number} ` : machine.noun
  return `${subject}当前为「${now}」，只有${from}的${machine.noun}可以${transition.label}`
}
