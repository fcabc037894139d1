/** The DOM-free core: Quartz parser, printer, evaluator, descriptions and the builder state model. No React here. */
export { describeCron } from './describe/describe'
export { defaultCronState } from './model/defaults'
export { expressionToState } from './model/from-expression'
export { stateToExpression } from './model/to-expression'
export type {
  CronState,
  DayMode,
  DayState,
  ExpressionToStateResult,
  UnitMode,
  UnitState,
  WeekState,
} from './model/types'
export { type StateValidation, validateState } from './model/validate-state'
export type {
  CronAst,
  DayOfMonthField,
  DayOfMonthSpecial,
  DayOfWeekField,
  DayOfWeekSpecial,
  ListField,
  NoSpecificField,
  ValueItem,
} from './quartz/ast'
export { type CronError, type CronLocale, formatCronError } from './quartz/errors'
export type { CronFieldName } from './quartz/fields'
export { nextFireTimes } from './quartz/next-fire-times'
export { type ParseResult, parseCron } from './quartz/parse'
export { printCron } from './quartz/print'
export { type CronValidation, validateCron } from './quartz/validate'
