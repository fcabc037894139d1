import Decimal from 'decimal.js'

/** Dictionary recon_status: a reconciliation is 已对账 once no difference is open. */
export const RECON_STATUS = { OPEN: '0', RECONCILED: '1' } as const
/** The texts of recon_status. */
export const RECON_STATUS_TEXT: Record<string, string> = { '0': '待处理', '1': '已对账' }

/** Dictionary recon_line_status. */
export const RECON_LINE_STATUS = { OPEN: '0', RESOLVED: '1', MATCHED: '2' } as const
/** The texts of recon_line_status. */
export const RECON_LINE_STATUS_TEXT: Record<string, string> = { '0': '待处理', '1': '已处理', '2': '一致' }

/**
 * Dictionary recon_diff_kind: how a statement line and our record of the parcel differ. A weight difference is named
 * even when the amount differs too (the amount follows the weight).
 */
export const RECON_DIFF_TEXT = {
  MATCHED: '一致',
  WEIGHT: '重量不符',
  AMOUNT: '金额不符',
  THEIRS_ONLY: '我方无记录',
  OURS_ONLY: '对方未列',
} as const
export type ReconDiffKind = keyof typeof RECON_DIFF_TEXT

/** Dictionary recon_resolution: what settles a difference. */
export const RECON_RESOLUTION_TEXT = {
  ACCEPT_THEIRS: '接受对方',
  KEEP_OURS: '保留我方',
  ADJUST: '调整金额',
} as const
export type ReconResolution = keyof typeof RECON_RESOLUTION_TEXT

/** The statement's columns: the header row must hold one title of each (Chinese or English). */
export const STATEMENT_COLUMNS = {
  trackingNo: ['运单号', 'Tracking No', 'Tracking Number'],
  weight: ['计费重量(kg)', '重量(kg)', 'Weight(kg)', 'Weight'],
  amount: ['金额', 'Amount'],
  currency: ['币种', 'Currency'],
} as const
export type StatementColumn = keyof typeof STATEMENT_COLUMNS

/** Both sides of a line as the matcher sees them; null: that side has no record of the parcel. */
export interface ReconSides {
  theirWeight: string | null
  theirAmount: string | null
  ourWeight: string | null
  ourAmount: string | null
}

/** The kind of difference and the exact deltas (theirs − ours), null where a side is missing. */
export function compareSides(sides: ReconSides): {
  diffKind: ReconDiffKind
  weightDelta: string | null
  amountDelta: string | null
} {
  const { theirWeight, theirAmount, ourWeight, ourAmount } = sides
  if (theirAmount === null) return { diffKind: 'OURS_ONLY', weightDelta: null, amountDelta: null }
  if (ourAmount === null) return { diffKind: 'THEIRS_ONLY', weightDelta: null, amountDelta: null }
  const weightDelta = new Decimal(theirWeight ?? 0).minus(ourWeight ?? 0)
  const amountDelta = new Decimal(theirAmount).minus(ourAmount)
  const diffKind: ReconDiffKind = !weightDelta.isZero()
    ? 'WEIGHT'
    : !amountDelta.isZero()
      ? 'AMOUNT'
      : 'MATCHED'
  return { diffKind, weightDelta: weightDelta.toFixed(3), amountDelta: amountDelta.toFixed(2) }
}

/** What a resolution settles the line at: their amount, ours (0 where a side is missing), or the adjusted one. */
export function settledAmount(
  resolution: ReconResolution,
  sides: Pick<ReconSides, 'theirAmount' | 'ourAmount'>,
  adjusted?: string,
): string {
  const chosen =
    resolution === 'ACCEPT_THEIRS'
      ? sides.theirAmount
      : resolution === 'KEEP_OURS'
        ? sides.ourAmount
        : adjusted
  return new Decimal(chosen ?? 0).toFixed(2)
}

/** The hand-written routes of 对账管理 (its lists are the declared resources). */
export const RECON_PERMS = {
  import: 'bill:reconciliation:import',
  resolve: 'bill:reconciliation:resolve',
} as const
