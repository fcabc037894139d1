import type { ComponentType } from 'react'
import type { QueryField } from '../../core/condition.types'
import type { QueryRule } from '../../core/rules'

/** What every value editor gets; `value` is the wire value (`in` lists comma-joined). */
export interface ValueEditorProps {
  value: string
  onChange: (value: string) => void
  field: QueryField
  rule: QueryRule
  /** True for the rule `in`: the editor takes several values. */
  multiple: boolean
  /** The accessible name of the editor's control. */
  'aria-label': string
}

export type ValueEditor = ComponentType<ValueEditorProps>

/** Editors by field type, tried before the built-in ones (tree dictionary, popup, user, department pickers…). */
export type ValueEditors = Partial<Record<string, ValueEditor>>
