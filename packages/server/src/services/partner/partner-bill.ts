import { customerBill } from '../../db/schema'

/** A bill as the partner API shows it (GET /open/v1/bills and the 「bill.issued」 webhook): no internal remark. */
export const PARTNER_BILL_COLUMNS = {
  billNo: customerBill.billNo,
  periodStart: customerBill.periodStart,
  periodEnd: customerBill.periodEnd,
  billDate: customerBill.billDate,
  parcelCount: customerBill.parcelCount,
  freightAmount: customerBill.freightAmount,
  taxAmount: customerBill.taxAmount,
  feeAmount: customerBill.feeAmount,
  totalAmount: customerBill.totalAmount,
  status: customerBill.status,
}
