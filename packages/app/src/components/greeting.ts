import { CHINESE_TEXTS } from '../i18n/i18n'

export type GreetingKey =
  | 'home.greeting.morning'
  | 'home.greeting.forenoon'
  | 'home.greeting.noon'
  | 'home.greeting.afternoon'
  | 'home.greeting.evening'

/** The catalogue key of the greeting at this hour (the same hours as `greetingFor`). */
export function greetingKey(hour: number): GreetingKey {
  if (hour < 9) return 'home.greeting.morning'
  if (hour <= 11) return 'home.greeting.forenoon'
  if (hour <= 13) return 'home.greeting.noon'
  if (hour < 20) return 'home.greeting.afternoon'
  return 'home.greeting.evening'
}

/** Spec §2: before 9 早上好; up to 11 上午好; up to 13 中午好; before 20 下午好; otherwise 晚上好. */
export function greetingFor(hour: number): string {
  return CHINESE_TEXTS.t(greetingKey(hour))
}
