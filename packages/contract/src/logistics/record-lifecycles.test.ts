import { describe, expect, it } from 'vitest'
import { transitionProblem } from '../status-machine'
import {
  BAG_LIFECYCLE,
  DECLARATION_LIFECYCLE,
  SUPPLIER_BATCH_LIFECYCLE,
  supplierBatchActionTo,
} from './record-lifecycles'

describe('record lifecycles', () => {
  it('names the record, its state and the states the action waits for', () => {
    expect(transitionProblem(BAG_LIFECYCLE, 'close', '1', 'BG2611250001')).toBe(
      '袋 BG2611250001 当前为「已封袋」，只有装袋中的袋可以封袋',
    )
    expect(transitionProblem(BAG_LIFECYCLE, 'close', '0', 'BG2611250001')).toBeNull()
    expect(transitionProblem(DECLARATION_LIFECYCLE, 'return', '3', 'QD26112500010001')).toBe(
      '报关单 QD26112500010001 当前为「已放行」，只有已申报、查验中的报关单可以退单',
    )
  })

  it('moves a line-haul batch one step at a time, never back', () => {
    const steps = ['0', '1', '2', '3', '4', '5']
    for (const [index, status] of steps.entries()) {
      const allowed = steps.filter((to) => {
        const action = supplierBatchActionTo(to)
        return action !== undefined && transitionProblem(SUPPLIER_BATCH_LIFECYCLE, action, status) === null
      })
      expect(allowed, status).toEqual(steps.slice(index + 1, index + 2))
    }
  })
})
