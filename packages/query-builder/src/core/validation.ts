import type { ConditionRow, SavedQuery } from './condition.types'
import { effectiveConditions } from './conditions'
import { QUERY_MESSAGES, type QueryMessages } from './messages'

/** Why a search cannot run (不能查询空条件), or null. */
export function validateSearch(
  rows: readonly ConditionRow[],
  messages: QueryMessages = QUERY_MESSAGES,
): string | null {
  return effectiveConditions(rows).length === 0 ? messages.emptyQuery : null
}

/** Why the conditions cannot be saved (空条件不能保存), or null. */
export function validateSave(
  rows: readonly ConditionRow[],
  messages: QueryMessages = QUERY_MESSAGES,
): string | null {
  return effectiveConditions(rows).length === 0 ? messages.emptySave : null
}

/** Why a save name is refused (保存名称不能为空), or null. */
export function validateSaveName(name: string, messages: QueryMessages = QUERY_MESSAGES): string | null {
  return name.trim() === '' ? messages.emptySaveName : null
}

/** Whether saving under `name` overwrites an existing saved query (and so must ask first). */
export function isExistingName(saved: readonly SavedQuery[], name: string): boolean {
  return saved.some((query) => query.title === name.trim())
}
