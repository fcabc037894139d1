import type { ConditionRow, SavedQuery } from './condition.types'
import { effectiveConditions } from './conditions'
import { QUERY_MESSAGES } from './messages'

/** Why a search cannot run (不能查询空条件), or null. */
export function validateSearch(rows: readonly ConditionRow[]): string | null {
  return effectiveConditions(rows).length === 0 ? QUERY_MESSAGES.emptyQuery : null
}

/** Why the conditions cannot be saved (空条件不能保存), or null. */
export function validateSave(rows: readonly ConditionRow[]): string | null {
  return effectiveConditions(rows).length === 0 ? QUERY_MESSAGES.emptySave : null
}

/** Why a save name is refused (保存名称不能为空), or null. */
export function validateSaveName(name: string): string | null {
  return name.trim() === '' ? QUERY_MESSAGES.emptySaveName : null
}

/** Whether saving under `name` overwrites an existing saved query (and so must ask first). */
export function isExistingName(saved: readonly SavedQuery[], name: string): boolean {
  return saved.some((query) => query.title === name.trim())
}
