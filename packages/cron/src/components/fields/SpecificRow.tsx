import type { Bound } from '../../model/bounds'
import { ModeRow } from './ModeRow'
import { rangeOf, ValueGrid, type ValueGridProps } from './ValueGrid'

export interface SpecificRowProps extends Omit<ValueGridProps, 'values'> {
  mode: number
  /** Every value from min to max is offered. */
  bound: Bound
}

/** The specific-values mode: 指定 and a checkbox per allowed value; `label` (指定秒) names both. */
export function SpecificRow({ mode, bound, ...grid }: SpecificRowProps) {
  return (
    <ModeRow mode={mode} lead="指定" phrase={grid.label}>
      <ValueGrid {...grid} values={rangeOf(bound.min, bound.max)} />
    </ModeRow>
  )
}
