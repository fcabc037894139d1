/** The switch's two stored values: on, then off (spec §9: Y and N). */
export type SwitchOptions = readonly [on: string, off: string]

export const DEFAULT_SWITCH_OPTIONS: SwitchOptions = ['Y', 'N']

/** How the query variant labels the two values. */
export const SWITCH_TEXTS = ['是', '否'] as const

export const isEmptySwitchValue = (value: unknown) => value === null || value === undefined || value === ''

/** On only when the value equals the first option (compared as strings); anything else is off. */
export const isSwitchOn = (value: unknown, options: SwitchOptions = DEFAULT_SWITCH_OPTIONS) =>
  !isEmptySwitchValue(value) && String(value) === options[0]

export const switchValueOf = (on: boolean, options: SwitchOptions = DEFAULT_SWITCH_OPTIONS) =>
  on ? options[0] : options[1]
