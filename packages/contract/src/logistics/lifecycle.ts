import { PARCEL_STATUS, PARCEL_STATUS_TEXT, type ParcelEventCode, type ParcelStatus } from './events'

/**
 * The parcel lifecycle: every write that changes a parcel is one of these actions, and this table alone says from
 * which state it may happen, where it leads and who does it. The server's `recordParcelEvents` checks every parcel
 * against it (locked, in the caller's transaction) and refuses the whole step when one parcel may not take it.
 *
 * Interruptions: 问题件暂扣 ('8'), 海关退运 ('10') and 海关扣留 ('11') remember the state they interrupted
 * (`heldFrom`, column held_from_status). Releasing a hold (HOLD_RELEASED) or re-declaring after customs (REDECLARED)
 * restores it exactly; returning to sender ('9') and destroying ('12') end the parcel.
 * A hold blocks what happens in our hands (scan, bag, out-store, hand over, bill); the line-haul steps after
 * hand-over move the remembered state underneath it (the plane does not wait), so the release restores where the
 * parcel really is.
 */

/** Actions that write no trajectory event but are still gated: putting a bag in an out-batch, billing. */
export type ParcelAction = ParcelEventCode | 'OUT_BATCH' | 'BILL'

/** Restore the remembered state. */
export const RESTORE = 'restore' as const

export interface ParcelActionRule {
  /** The action's name on screens and in the docs. */
  name: string
  /** What a refusal says cannot be done: 不能{verb}. */
  verb: string
  /** Who takes it (the screen or actor). */
  who: string
  /** From state → next state; a state absent here refuses the action. */
  moves: Partial<Record<ParcelStatus, ParcelStatus | typeof RESTORE>>
  /**
   * On a parcel on hold ('8'): `blocked` refuses; `keeps` records without moving; `underneath` applies `moves` to the
   * remembered state; `replaces` applies `moves['8']` (ends or re-routes the interruption).
   */
  underHold: 'blocked' | 'keeps' | 'underneath' | 'replaces'
  /** Said after the current state when it is not a state the action waits for, e.g. 未在库. */
  notReady?: string
}

const S = PARCEL_STATUS
/** The journey's own states, before delivery: where holds and customs outcomes may interrupt. */
const ON_THE_WAY: ParcelStatus[] = [
  S.ordered,
  S.inStore,
  S.bagged,
  S.outStore,
  S.inTransit,
  S.arrived,
  S.cleared,
]
/** States that remember what they interrupted. */
export const PARCEL_INTERRUPTIONS: readonly ParcelStatus[] = [S.onHold, S.customsReturned, S.customsHeld]
/** States nothing leaves. */
export const PARCEL_FINAL_STATES: readonly ParcelStatus[] = [S.returned, S.destroyed]
const ALL = Object.values(PARCEL_STATUS) as ParcelStatus[]

const each = (states: readonly ParcelStatus[], to?: ParcelStatus | typeof RESTORE) =>
  Object.fromEntries(states.map((state) => [state, to ?? state])) as ParcelActionRule['moves']

export const PARCEL_LIFECYCLE: Record<ParcelAction, ParcelActionRule> = {
  ORDER_CREATED: {
    name: '下单',
    verb: '下单',
    who: '客户下单 / 订单导入',
    moves: each([S.ordered]),
    underHold: 'keeps',
  },
  TRACKING_ASSIGNED: {
    name: '分配运单号',
    verb: '分配运单号',
    who: '单号池',
    moves: each([S.ordered]),
    underHold: 'keeps',
  },
  IN_STORE: {
    name: '入库',
    verb: '入库',
    who: '入库扫描',
    moves: { [S.ordered]: S.inStore },
    underHold: 'blocked',
  },
  EXCEPTION: {
    name: '问题件暂扣',
    verb: '暂扣',
    who: '问题件登记 / 入库扫描',
    moves: { ...each(ON_THE_WAY, S.onHold), ...each([S.customsReturned, S.customsHeld]) },
    underHold: 'keeps',
  },
  EXCEPTION_HANDLED: {
    name: '问题件处理',
    verb: '处理问题件',
    who: '问题件扫描',
    moves: each(ALL),
    underHold: 'keeps',
  },
  HOLD_RELEASED: {
    name: '解除暂扣',
    verb: '解除暂扣',
    who: '问题件处理 / 问题件关闭',
    moves: { [S.onHold]: RESTORE },
    underHold: 'replaces',
    notReady: '未被暂扣',
  },
  CLAIM_OPENED: {
    name: '登记理赔',
    verb: '登记理赔',
    who: '问题件登记（已签收）',
    moves: each([S.delivered]),
    underHold: 'underneath',
    notReady: '未签收',
  },
  BAGGED: {
    name: '装袋',
    verb: '装袋',
    who: '装袋扫描',
    moves: { [S.inStore]: S.bagged },
    underHold: 'blocked',
    notReady: '未在库',
  },
  OUT_BATCH: {
    name: '组出库批次',
    verb: '加入出库批次',
    who: '出库批次',
    moves: each([S.bagged]),
    underHold: 'blocked',
  },
  OUT_STORE: {
    name: '出库',
    verb: '出库',
    who: '确认出库',
    moves: { [S.bagged]: S.outStore },
    underHold: 'blocked',
  },
  EXPORT_DECLARED: {
    name: '出口申报',
    verb: '申报',
    who: '报关申报',
    moves: each(ON_THE_WAY),
    underHold: 'underneath',
  },
  EXPORT_RELEASED: {
    name: '海关放行',
    verb: '放行',
    who: '海关回执 / 查验放行',
    moves: each(ON_THE_WAY),
    underHold: 'underneath',
  },
  CUSTOMS_RETURNED: {
    name: '海关退运',
    verb: '退运',
    who: '海关回执（退单） / 查验退运',
    moves: {
      ...each(ON_THE_WAY, S.customsReturned),
      [S.onHold]: S.customsReturned,
      [S.customsHeld]: S.customsReturned,
    },
    underHold: 'replaces',
  },
  CUSTOMS_HELD: {
    name: '海关扣留',
    verb: '扣留',
    who: '查验扣留',
    moves: { ...each(ON_THE_WAY, S.customsHeld), [S.onHold]: S.customsHeld },
    underHold: 'replaces',
  },
  REDECLARED: {
    name: '重新申报',
    verb: '重新申报',
    who: '问题件处理（重新申报）',
    moves: each([S.customsReturned, S.customsHeld], RESTORE),
    underHold: 'blocked',
    notReady: '未被海关退运或扣留',
  },
  HANDED_OVER: {
    name: '交接承运商',
    verb: '交接',
    who: '供应商批次',
    moves: { [S.outStore]: S.inTransit },
    underHold: 'blocked',
  },
  DEPARTED: {
    name: '启运',
    verb: '启运',
    who: '供应商批次',
    moves: { [S.outStore]: S.inTransit, [S.inTransit]: S.inTransit },
    underHold: 'underneath',
  },
  ARRIVED: {
    name: '到达目的国',
    verb: '到达',
    who: '供应商批次',
    moves: { [S.inTransit]: S.arrived },
    underHold: 'underneath',
  },
  IMPORT_CLEARED: {
    name: '进口清关',
    verb: '清关',
    who: '供应商批次',
    moves: { [S.arrived]: S.cleared },
    underHold: 'underneath',
  },
  OUT_FOR_DELIVERY: {
    name: '派送',
    verb: '派送',
    who: '尾程代理',
    moves: each([S.cleared]),
    underHold: 'underneath',
  },
  DELIVERED: {
    name: '妥投',
    verb: '妥投',
    who: '供应商批次',
    moves: { [S.cleared]: S.delivered },
    underHold: 'underneath',
  },
  RETURNED: {
    name: '退回寄件人',
    verb: '退回',
    who: '问题件处理（退回卖家）',
    moves: each([...ON_THE_WAY, ...PARCEL_INTERRUPTIONS], S.returned),
    underHold: 'replaces',
  },
  DESTROYED: {
    name: '销毁',
    verb: '销毁',
    who: '问题件处理（按规定销毁）',
    moves: each([...ON_THE_WAY, ...PARCEL_INTERRUPTIONS], S.destroyed),
    underHold: 'replaces',
  },
  BILL: {
    name: '计入客户账单',
    verb: '计费',
    who: '账单生成',
    moves: each([S.outStore, S.inTransit, S.arrived, S.cleared, S.delivered]),
    underHold: 'blocked',
  },
}

/** The states a parcel may be billed in (out-stored and on its way or delivered; not held, returned or destroyed). */
export const PARCEL_BILLABLE_STATES = Object.keys(PARCEL_LIFECYCLE.BILL.moves) as ParcelStatus[]

export function isParcelBillable(status: string): boolean {
  return (PARCEL_BILLABLE_STATES as string[]).includes(status)
}

/** Where a parcel is: its state and, when interrupted, the state it will go back to. */
export interface ParcelPosition {
  status: ParcelStatus
  heldFrom: ParcelStatus | null
}

export type ParcelStep = (ParcelPosition & { refused?: undefined }) | { refused: string }

const STATE_REASON: Partial<Record<ParcelStatus, string>> = {
  [S.onHold]: '包裹为问题件暂扣',
  [S.returned]: '包裹已退回寄件人',
  [S.customsReturned]: '包裹已被海关退运',
  [S.customsHeld]: '包裹已被海关扣留',
  [S.destroyed]: '包裹已销毁',
}

function refusal(rule: ParcelActionRule, state: ParcelStatus): { refused: string } {
  const why = STATE_REASON[state] ?? `当前状态为「${PARCEL_STATUS_TEXT[state] ?? state}」`
  return {
    refused: `${why}，${rule.notReady && !STATE_REASON[state] ? `${rule.notReady}，` : ''}不能${rule.verb}`,
  }
}

function move(rule: ParcelActionRule, state: ParcelStatus, heldFrom: ParcelStatus | null): ParcelStep {
  const to = rule.moves[state]
  if (to === undefined) return refusal(rule, state)
  if (to === RESTORE) return heldFrom ? { status: heldFrom, heldFrom: null } : refusal(rule, state)
  if (!PARCEL_INTERRUPTIONS.includes(to)) return { status: to, heldFrom: null }
  if (PARCEL_INTERRUPTIONS.includes(state)) return { status: to, heldFrom }
  return { status: to, heldFrom: state }
}

/**
 * The parcel's next position after the action, or why it is refused (in Chinese, without the tracking number).
 * `heldFrom` is the remembered state of an interrupted parcel (null otherwise).
 */
export function nextParcelState(state: string, action: ParcelAction, heldFrom: string | null): ParcelStep {
  const rule = PARCEL_LIFECYCLE[action]
  const current = state as ParcelStatus
  const remembered = (heldFrom as ParcelStatus | null) ?? null
  if (current !== S.onHold || rule.underHold === 'replaces') return move(rule, current, remembered)
  if (rule.underHold === 'blocked') return refusal(rule, current)
  if (rule.underHold === 'keeps') return { status: current, heldFrom: remembered }
  if (!remembered) return refusal(rule, current)
  const under = move(rule, remembered, null)
  return under.refused !== undefined ? under : { status: S.onHold, heldFrom: under.status }
}

/** The actions a parcel in this position may take. */
export function allowedActions(state: string, heldFrom: string | null): ParcelAction[] {
  return (Object.keys(PARCEL_LIFECYCLE) as ParcelAction[]).filter(
    (action) => nextParcelState(state, action, heldFrom).refused === undefined,
  )
}
