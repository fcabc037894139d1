import { BILL_LIFECYCLE, type BillTransition } from '@portico/contract'
import { customerBill } from '../../db/schema'
import type { GuardedRecord } from '../shared/status-guard'

/** A customer bill as `moveRecords` guards it: its buttons and the payment that settles it. */
export const GUARDED_BILL: GuardedRecord<typeof customerBill, BillTransition | 'pay'> = {
  table: customerBill,
  numberKey: 'billNo',
  machine: BILL_LIFECYCLE,
  missing: '账单不存在',
}
