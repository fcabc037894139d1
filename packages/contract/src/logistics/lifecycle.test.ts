import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { allowedActions, isParcelBillable, nextParcelState } from '.'
import { lifecycleMarkdown } from './lifecycle-doc'
import { recordLifecyclesMarkdown } from './record-lifecycles-doc'

describe('parcel lifecycle', () => {
  it('refuses to bag, out-store, hand over or bill a parcel customs returned or held, naming why', () => {
    expect(nextParcelState('10', 'BAGGED', '1')).toEqual({ refused: '包裹已被海关退运，不能装袋' })
    expect(nextParcelState('11', 'HANDED_OVER', '3')).toEqual({ refused: '包裹已被海关扣留，不能交接' })
    expect(nextParcelState('10', 'BILL', '3').refused).toBe('包裹已被海关退运，不能计费')
    expect(allowedActions('10', '3').sort()).toEqual([
      'DESTROYED',
      'EXCEPTION',
      'EXCEPTION_HANDLED',
      'REDECLARED',
      'RETURNED',
    ])
    expect(nextParcelState('10', 'REDECLARED', '3')).toEqual({ status: '3', heldFrom: null })
  })

  it('remembers what a hold interrupted, moves it underneath on line-haul steps and restores it', () => {
    const held = nextParcelState('4', 'EXCEPTION', null)
    expect(held).toEqual({ status: '8', heldFrom: '4' })
    expect(nextParcelState('8', 'HANDED_OVER', '3').refused).toBe('包裹为问题件暂扣，不能交接')
    expect(nextParcelState('8', 'ARRIVED', '4')).toEqual({ status: '8', heldFrom: '5' })
    expect(nextParcelState('8', 'HOLD_RELEASED', '5')).toEqual({ status: '5', heldFrom: null })
    expect(nextParcelState('8', 'CUSTOMS_RETURNED', '3')).toEqual({ status: '10', heldFrom: '3' })
    expect(nextParcelState('1', 'HOLD_RELEASED', null).refused).toBe(
      '当前状态为「已入库」，未被暂扣，不能解除暂扣',
    )
  })

  it('turns a problem on a delivered parcel into a claim, never a hold', () => {
    expect(nextParcelState('7', 'EXCEPTION', null).refused).toBe('当前状态为「已签收」，不能暂扣')
    expect(nextParcelState('7', 'CLAIM_OPENED', null)).toEqual({ status: '7', heldFrom: null })
  })

  it('bills only out-stored parcels not held, returned or destroyed', () => {
    expect(
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].filter(isParcelBillable),
    ).toEqual(['3', '4', '5', '6', '7'])
  })

  it('docs/parcel-lifecycle.md is the table as printed now (npx tsx scripts/lifecycle-doc.ts)', () => {
    const committed = readFileSync(new URL('../../../../docs/parcel-lifecycle.md', import.meta.url), 'utf8')
    expect(committed).toBe(lifecycleMarkdown())
  })

  it('docs/record-lifecycles.md is the bag, batch, declaration and bill tables as printed now', () => {
    const committed = readFileSync(new URL('../../../../docs/record-lifecycles.md', import.meta.url), 'utf8')
    expect(committed).toBe(recordLifecyclesMarkdown())
  })
})
