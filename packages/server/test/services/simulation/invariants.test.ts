import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  APPLICATION_MESSAGE_TEMPLATES,
  APPLICATION_SMS_TEMPLATES,
  type ApplicationStatus,
  fillTemplate,
  type IntervieweeLoginResult,
  type RecruitApplication,
} from '@portico/contract'
import Decimal from 'decimal.js'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_JOB_SEEKER } from '../../../src/db/seed/simulation/recruitment'
import { createServer, type PorticoServer } from '../../../src/server'
import { LocalFileStore } from '../../../src/stores/files'
import { call, login, testServerOptions } from '../../helpers/app'
import { createTestDatabase, type TestDatabase } from '../../helpers/database'

/**
 * The business rules the simulated demo must keep, checked over a fresh database the first start simulated (40 days:
 * at least one closed month with its bills, statements and payments). Every expected value is computed here, in SQL
 * or with decimal.js from the rate tables, never by the code under test.
 */
const SIM_DAYS = 40

let testDb: TestDatabase
let app: PorticoServer
let uploads: string
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await testDb.database.db.execute(query)) as unknown as { rows: T[] }).rows

beforeAll(async () => {
  testDb = await createTestDatabase()
  uploads = await mkdtemp(join(tmpdir(), 'portico-sim-uploads-'))
  app = await createServer(
    testServerOptions({
      database: testDb.database,
      simulateDays: SIM_DAYS,
      fileStore: new LocalFileStore(uploads),
    }),
  )
}, 600_000)
afterAll(async () => {
  await app?.close()
  await testDb?.drop()
  if (uploads) await rm(uploads, { recursive: true, force: true })
})

/** The status each trajectory event leaves a parcel in (the lifecycle of the domain reference). */
const EVENT_STATUS: Record<string, string> = {
  ORDER_CREATED: '0',
  IN_STORE: '1',
  BAGGED: '2',
  OUT_STORE: '3',
  HANDED_OVER: '4',
  DEPARTED: '4',
  ARRIVED: '5',
  IMPORT_CLEARED: '6',
  DELIVERED: '7',
  EXCEPTION: '8',
  RETURNED: '9',
}
/** Steps that move a parcel on past a gate (a hold or a return). */
const FORWARD = new Set([
  'BAGGED',
  'OUT_STORE',
  'HANDED_OVER',
  'DEPARTED',
  'ARRIVED',
  'IMPORT_CLEARED',
  'DELIVERED',
])

interface EventRow {
  parcel_id: string
  event_code: string
  event_time: Date
  status: string
}

describe('the simulated business', () => {
  it('made every kind of record the screens list', async () => {
    const [counts] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from logistics_parcel) as parcels,
      (select count(*)::int from logistics_parcel where status = '7') as delivered,
      (select count(*)::int from logistics_parcel where status = '9') as returned,
      (select count(*)::int from logistics_supplier_batch) as supplier_batches,
      (select count(*)::int from customs_data_batch) as data_batches,
      (select count(*)::int from customs_inspection) as inspections,
      (select count(*)::int from customs_deduction) as deductions,
      (select count(*)::int from hs_code_lock) as locks,
      (select count(*)::int from customer_bill) as bills,
      (select count(*)::int from reconciliation) as statements,
      (select count(*)::int from reconciliation_line where diff_kind <> 'MATCHED') as differences,
      (select count(*)::int from logistics_supplier_batch where status = '5') as flights_delivered,
      (select count(*)::int from customer_payment where pay_type = 'BILL') as bill_payments,
      (select count(*)::int from question_piece) as questions`)
    for (const [what, n] of Object.entries(counts!)) expect(n, what).toBeGreaterThan(0)
  })

  it('puts every delivered parcel of a closed month on exactly one bill, and no parcel on two', async () => {
    const wrong = await rows<{ tracking_no: string; bills: number }>(sql`
      select p.tracking_no, count(l.id)::int as bills from logistics_parcel p
      left join customer_bill_line l on l.parcel_id = p.id
      where p.status = '7' and p.out_store_time < date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'
      group by p.tracking_no having count(l.id) <> 1`)
    expect(wrong).toEqual([])
    const twice = await rows(
      sql`select parcel_id from customer_bill_line group by parcel_id having count(*) > 1`,
    )
    expect(twice).toEqual([])
  })

  it('moves no held or returned parcel past its gate, and every trajectory is ordered and ends in its status', async () => {
    const events = await rows<EventRow>(sql`
      select e.parcel_id, e.event_code, e.event_time, p.status from parcel_event e
      join logistics_parcel p on p.id = e.parcel_id order by e.parcel_id, e.id`)
    const byParcel = new Map<string, EventRow[]>()
    for (const event of events)
      byParcel.set(event.parcel_id, [...(byParcel.get(event.parcel_id) ?? []), event])
    const problems: string[] = []
    for (const [parcel, trail] of byParcel) {
      let status = ''
      let beforeHold = ''
      let gate: string | null = null
      for (const [index, event] of trail.entries()) {
        if (index > 0 && new Date(event.event_time) < new Date(trail[index - 1]!.event_time))
          problems.push(`${parcel}: ${event.event_code} recorded before the step ahead of it`)
        if (gate && FORWARD.has(event.event_code))
          problems.push(`${parcel}: ${event.event_code} after ${gate}`)
        if (event.event_code === 'EXCEPTION') {
          beforeHold = status
          gate ??= 'a hold'
        } else if (event.event_code === 'EXCEPTION_HANDLED') {
          if (gate === 'a hold') gate = null
          status = beforeHold
        } else if (event.event_code === 'RETURNED') gate = 'its return'
        status = EVENT_STATUS[event.event_code] ?? status
      }
      if (status !== trail[0]!.status)
        problems.push(`${parcel}: trajectory ends in ${status}, parcel is ${trail[0]!.status}`)
    }
    expect(problems).toEqual([])
    expect(byParcel.size).toBe(
      Number((await rows<{ n: number }>(sql`select count(*)::int as n from logistics_parcel`))[0]!.n),
    )
  })

  it('bills each line at the sale plan and rate of its bill date, and totals the lines', async () => {
    const lines = await rows<Record<string, string>>(sql`
      select b.id as bill_id, b.total_amount, b.bill_date::text as bill_date, l.*, p.actual_weight, p.length_cm,
        p.width_cm, p.height_cm, p.customer_id, c.volumetric_divisor, c.billing_increment
      from customer_bill_line l join customer_bill b on b.id = l.bill_id
      join logistics_parcel p on p.id = l.parcel_id join logistics_channel c on c.code = p.channel_code`)
    expect(lines.length).toBeGreaterThan(0)
    // A bill's total is its freight lines plus the customs charges (advanced taxes and fees) billed with it.
    const charges = await rows<{ bill_id: string; amount_cny: string }>(
      sql`select bill_id, amount_cny::text from customer_bill_charge`,
    )
    const chargesOf = (billId: string) =>
      charges.filter((c) => c.bill_id === billId).reduce((sum, c) => sum.plus(c.amount_cny), new Decimal(0))
    const totals = new Map<string, { expected: Decimal; stored: string }>()
    for (const line of lines) {
      const [plan] = await rows<Record<string, string>>(sql`
        select * from rate_plan where plan_kind = 'sale' and channel_code = ${line.channel_code}
        and customer_id = ${line.customer_id} and status = '1'
        and (',' || zone_countries || ',') like ${`%,${line.destination_country},%`}
        and valid_from <= ${line.bill_date} and (valid_to is null or valid_to >= ${line.bill_date})`)
      const bands = await rows<Record<string, string>>(
        sql`select * from rate_plan_band where plan_id = ${plan!.id} order by order_num`,
      )
      const [rate] = await rows<{ rate: string }>(sql`
        select rate from currency_rate where currency_code = ${plan!.currency_code} and effective_date <= ${line.bill_date}
        order by effective_date desc limit 1`)
      const volumetric = new Decimal(line.length_cm!)
        .times(line.width_cm!)
        .times(line.height_cm!)
        .dividedBy(line.volumetric_divisor!)
        .toDecimalPlaces(3, Decimal.ROUND_UP)
      const heavier = Decimal.max(volumetric, line.actual_weight!)
      const weight = heavier.dividedBy(line.billing_increment!).ceil().times(line.billing_increment!)
      let freight: Decimal
      if (plan!.pricing_mode === 'BANDS') {
        const band = bands.find((b) => weight.greaterThan(b.from_kg!) && weight.lessThanOrEqualTo(b.to_kg!))!
        freight = band.price_kind === 'FIXED' ? new Decimal(band.price!) : weight.times(band.price!)
      } else {
        const extra = Decimal.max(
          0,
          weight.minus(plan!.first_weight!).dividedBy(plan!.additional_weight!).ceil(),
        )
        freight = new Decimal(plan!.first_price!).plus(extra.times(plan!.additional_price!))
      }
      const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      const surcharge = cents(cents(freight).times(plan!.fuel_surcharge_percent!).dividedBy(100))
      const subtotal = cents(freight).plus(cents(plan!.registration_fee!)).plus(surcharge)
      const cny = cents(subtotal.times(plan!.currency_code === 'CNY' ? 1 : rate!.rate))
      const amount = cny
      expect({ no: line.tracking_no, weight: line.billable_weight, amount: line.amount_cny }).toEqual({
        no: line.tracking_no,
        weight: weight.toFixed(3),
        amount: amount.toFixed(2),
      })
      const total = totals.get(line.bill_id!) ?? {
        expected: chargesOf(line.bill_id!),
        stored: line.total_amount!,
      }
      totals.set(line.bill_id!, { ...total, expected: total.expected.plus(amount) })
    }
    for (const total of totals.values()) expect(total.stored).toBe(total.expected.toFixed(2))
  })

  it('leaves no open difference on a settled statement, and settles at the sum of its lines', async () => {
    const statements = await rows<{
      recon_no: string
      open: number
      settled_total: string
      lines_settled: string
    }>(sql`
      select r.recon_no, count(*) filter (where l.status = '0')::int as open, r.settled_total::text,
        sum(l.settled_amount)::numeric(14,2)::text as lines_settled
      from reconciliation r join reconciliation_line l on l.reconciliation_id = r.id
      where r.status = '1' group by r.id`)
    expect(statements.length).toBeGreaterThan(0)
    for (const s of statements)
      expect({ ...s, open: s.open, settled: s.settled_total }).toMatchObject({
        open: 0,
        settled: s.lines_settled,
      })
  })

  it('shows on 首页 and 工作台 the counts the tables hold, for staff and for a customer', async () => {
    const admin = await login(app, 'admin')
    const customer = await login(app, 'yunfan')
    const [staff] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from logistics_parcel where status in ('1', '2', '8')) as "inStore",
      (select count(*)::int from logistics_parcel where status in ('3', '4', '5', '6')) as "inTransit",
      (select count(*)::int from question_piece where tenant_id = 1 and status in ('0', '1')) as "questionsOpen",
      (select count(*)::int from customer_bill where status in ('0', '4')) as "billsToConfirm"`)
    const [own] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from logistics_parcel where customer_id = 1001 and status in ('1', '2', '8')) as "inStore",
      (select count(*)::int from logistics_parcel where customer_id = 1001 and status in ('3', '4', '5', '6')) as "inTransit"`)
    const cards = async (token: string) =>
      Object.fromEntries(
        (
          await call<{ key: string; value: number }[]>(app, 'GET', '/dashboard/analysis/cards', token)
        ).body.result!.map((card) => [card.key, card.value]),
      )
    expect(await cards(admin)).toMatchObject({
      inStore: staff!.inStore,
      inTransit: staff!.inTransit,
      questionsOpen: staff!.questionsOpen,
    })
    expect(await cards(customer)).toMatchObject({ inStore: own!.inStore, inTransit: own!.inTransit })
    const todo = (
      await call<{ todo: Record<string, { total: number }> }>(app, 'GET', '/dashboard/workplace', admin)
    ).body.result!.todo
    expect({ questions: todo.questionPieces!.total, bills: todo.billsToConfirm!.total }).toEqual({
      questions: staff!.questionsOpen,
      bills: staff!.billsToConfirm,
    })
  })
})

/** The list routes behind the screens that started empty before the simulation (issue 28, finding 9). */
const SCREENS: Record<string, string> = {
  供应商批次: '/logistics/supplierBatch/list',
  客户账单: '/bill/customerBill/list',
  账单统计: '/bill/billCount/list',
  对账管理: '/bill/reconciliation/list',
  报关数据批次: '/customs/dataBatch/list',
  电商报关单: '/customs/declaration/list',
  海关查验: '/customs/inspection/list',
  扣款信息: '/customs/deduct/list',
  HS编码日志: '/hscode/hsCodeLog/list',
  今日锁定: '/hscode/todayLock/list',
  出库列表: '/site/outBatch/list',
}

describe('the screens after the first start', () => {
  /** Each screen's rows as the user's list call answers them (账单统计 answers `rows`, the others a page). */
  const listed = async (token: string) => {
    const shown: Record<string, { customerId?: number }[] | 'forbidden'> = {}
    for (const [screen, url] of Object.entries(SCREENS)) {
      const { body } = await call<{ records?: []; rows?: [] }>(app, 'GET', url, token)
      shown[screen] = body.code === 510 ? 'forbidden' : (body.result!.records ?? body.result!.rows!)
    }
    return shown
  }

  it('open with rows for staff', async () => {
    const shown = await listed(await login(app, 'admin'))
    for (const [screen, records] of Object.entries(shown)) expect(records.length, screen).toBeGreaterThan(0)
  })

  it.each([
    ['yunfan', 1001],
    ['qihang', 1002],
    ['nanshayx', 1003],
  ])('open with their own rows for the customer user %s', async (user, customerId) => {
    const shown = await listed(await login(app, user))
    const open = Object.entries(shown).filter(([, records]) => records !== 'forbidden') as [
      string,
      { customerId?: number }[],
    ][]
    // The 客户 role opens 客户账单 among these screens (the others are the platform's own work).
    expect(open.map(([screen]) => screen)).toEqual(expect.arrayContaining(['客户账单']))
    for (const [screen, records] of open) {
      expect(records.length, screen).toBeGreaterThan(0)
      expect(new Set(records.map((r) => Number(r.customerId))), screen).toEqual(new Set([customerId]))
    }
  })
})

/** The recruitment flow as the portal promises it: 已投递 → 筛选通过 / 不合适 → 面试 → 录用 / 未录用. */
const FLOW: Record<string, string[]> = {
  submitted: ['passed', 'rejected'],
  passed: ['interview', 'rejected'],
  interview: ['hired', 'declined'],
}

interface ApplicationRow {
  id: string
  interviewee_id: string
  job_name: string
  status: string
  mobile: string
  create_time: Date
  update_time: Date
}

describe('the simulated recruitment', () => {
  const applications = () =>
    rows<ApplicationRow>(sql`select a.id, a.interviewee_id, a.job_name, a.status, i.phone as mobile, a.create_time,
      a.update_time from recruit_application a join recruit_interviewee i on i.id = a.interviewee_id order by a.id`)

  it('moves every application along the flow, each change told by SMS and 站内消息, and reaches every stage', async () => {
    const all = await applications()
    const sms = await rows<{ mobile: string; content: string; create_time: Date }>(
      sql`select mobile, content, create_time from recruit_sms_outbox order by create_time, id`,
    )
    const messages = await rows<{ interviewee_id: string; title: string; content: string }>(
      sql`select interviewee_id, title, content from recruit_message`,
    )
    const statuses = Object.keys(APPLICATION_SMS_TEMPLATES) as Exclude<ApplicationStatus, 'submitted'>[]
    const problems: string[] = []
    for (const application of all) {
      // The application's history, read from the texts its interviewee was sent about this job, in order.
      const told = sms.filter((m) => m.mobile === application.mobile)
      const steps = told.flatMap((m) => {
        const status = statuses.find(
          (s) => m.content === fillTemplate(APPLICATION_SMS_TEMPLATES[s], application.job_name),
        )
        return status ? [{ status, at: new Date(m.create_time) }] : []
      })
      let status = 'submitted'
      let last = new Date(application.create_time)
      for (const step of steps) {
        if (!FLOW[status]?.includes(step.status))
          problems.push(`${application.id}: ${status} → ${step.status} is not in the flow`)
        if (step.at < last)
          problems.push(`${application.id}: ${step.status} told before the step ahead of it`)
        const template = APPLICATION_MESSAGE_TEMPLATES[step.status]
        const message = messages.filter(
          (m) =>
            m.interviewee_id === application.interviewee_id &&
            m.title === template.title &&
            m.content === fillTemplate(template.content, application.job_name),
        )
        if (message.length !== 1)
          problems.push(`${application.id}: ${message.length} 站内消息 for ${step.status}`)
        status = step.status
        last = step.at
      }
      if (status !== application.status)
        problems.push(
          `${application.id}: its texts end at ${status}, the application is ${application.status}`,
        )
      if (steps.length > 0 && last.getTime() !== new Date(application.update_time).getTime())
        problems.push(`${application.id}: changed at ${application.update_time}, last told at ${last}`)
    }
    expect(problems).toEqual([])
    expect(new Set(all.map((a) => a.status))).toEqual(
      new Set(['submitted', 'passed', 'rejected', 'interview', 'hired', 'declined']),
    )
  })

  it("lists the applications on 招聘管理 for 人事 and in the demo job seeker's 我的投递", async () => {
    const all = await applications()
    const hr = await login(app, 'wangfang')
    const listed = await call<{ total: number; records: { id: string; status: string }[] }>(
      app,
      'GET',
      '/recruit/admin/application/list?pageSize=100',
      hr,
    )
    expect(listed.body.result!.total).toBe(all.length)
    expect(new Map(listed.body.result!.records.map((r) => [r.id, r.status]))).toEqual(
      new Map(all.map((a) => [a.id, a.status])),
    )
    const signedIn = await call<IntervieweeLoginResult>(
      app,
      'POST',
      '/recruit/interviewee/login/V2',
      undefined,
      {
        phone: DEMO_JOB_SEEKER.phone,
        password: DEMO_JOB_SEEKER.password,
      },
    )
    expect(signedIn.body.success).toBe(true)
    const mine = await call<RecruitApplication[]>(
      app,
      'POST',
      '/recruit/resume/list',
      signedIn.body.result!.token,
    )
    // Every résumé's photo is an image file the staff can open.
    const photos = await rows<{ photo: string }>(
      sql`select resume -> 'basic' ->> 'photo' as photo from recruit_application`,
    )
    for (const { photo } of photos) {
      const stored = await new LocalFileStore(uploads).get(photo)
      const head = stored ? ((await stored.body.toArray())[0] as Buffer).subarray(1, 4).toString() : ''
      expect(head, photo).toBe('PNG')
    }
    const own = all.filter((a) => a.mobile === DEMO_JOB_SEEKER.phone)
    expect(own.length).toBeGreaterThan(1)
    expect(new Map(mine.body.result!.map((r) => [r.id, r.status]))).toEqual(
      new Map(own.map((a) => [a.id, a.status])),
    )
  })
})
