import { useCallback, useMemo, useState } from 'react'
import type { CronState } from '../../model/types'
import type { CronBuilderProps, CronTab } from './CronBuilder.types'
import {
  type BuilderModel,
  type BuilderView,
  DEFAULT_EXPRESSION,
  modelFromExpression,
  modelFromPatch,
  type StatePatch,
  validateModel,
  viewOf,
} from './cronBuilderModel'

export interface CronBuilderState extends BuilderView {
  /** The expression text: what the input shows and `onChange` reports. */
  expression: string
  /** The tabs' state. */
  cron: CronState
  tab: CronTab
  selectTab: (tab: CronTab) => void
  /** Applies a tab edit; the expression becomes the state's expression. */
  edit: (patch: StatePatch) => void
  /** Takes typed or pasted text verbatim; the tabs follow when their modes can show it. */
  setExpressionText: (text: string) => void
}

/**
 * The builder's state and behaviour, without any markup: controlled (`value`) or uncontrolled (`defaultValue`)
 * expression, the tabs' state kept in step with it, validation, description and fire-time preview.
 */
export function useCronBuilderState(props: CronBuilderProps): CronBuilderState {
  const { value, defaultValue, onChange, defaultTab = 'second' } = props
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? DEFAULT_EXPRESSION)
  const expression = value ?? uncontrolled
  const [model, setModel] = useState<BuilderModel>(() => modelFromExpression(expression))
  const [tab, selectTab] = useState<CronTab>(defaultTab)
  const [mountedAt] = useState(() => new Date())
  const now = props.now ?? mountedAt

  // A new controlled value (or a refused change): show it, keeping the tabs where they cannot show it.
  let current = model
  if (model.expression !== expression) {
    current = modelFromExpression(expression, model.state)
    setModel(current)
  }

  const commit = useCallback(
    (next: BuilderModel) => {
      setModel(next)
      setUncontrolled(next.expression)
      const { valid, message } = validateModel(next)
      onChange?.(next.expression, message === undefined ? { valid } : { valid, message })
    },
    [onChange],
  )

  const edit = useCallback((patch: StatePatch) => commit(modelFromPatch(current, patch)), [commit, current])
  const setExpressionText = useCallback(
    (text: string) => commit(modelFromExpression(text, current.state)),
    [commit, current.state],
  )
  const view = useMemo(() => viewOf(current, now), [current, now])

  return { ...view, expression, cron: current.state, tab, selectTab, edit, setExpressionText }
}
