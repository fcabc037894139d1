import { FillRuleClass } from '@portico/contract'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysCategory, sysDepart, sysFillRule, sysFillRuleSerial } from '../../db/schema'
import { badRequest, HttpError, notFound } from '../../http/envelope'
import { nextCategoryCode } from '../categories/codes'
import { nextOrgCode } from '../departs/departs-write'
import type { ResourceHooks } from '../resources/service'

type Params = Record<string, unknown>

interface Generator {
  /** What is wrong with the rule's parameters, or undefined. */
  paramsError(params: Params): string | undefined
  /** The next value; `form` is what the calling form holds (e.g. the parent `pid`). */
  next(db: Db, ruleCode: string, params: Params, form: Params, now: Date): Promise<string>
}

const DATE_FORMATS = ['yyyyMMdd', 'yyMMdd', 'yyyyMM', 'yyMM', 'yyyy', ''] as const
const CHINA_OFFSET_MS = 8 * 3600_000

/** `now` in GMT+8 as one of DATE_FORMATS. */
export function chinaDate(now: Date, format: string): string {
  const [yyyy, MM, dd] = new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).split('-')
  return format.replace('yyyy', yyyy).replace('yy', yyyy.slice(2)).replace('MM', MM).replace('dd', dd)
}

/**
 * The rule's next serial in `period`, counted by one upsert: concurrent callers (several server instances too) each
 * get their own number, with no gap and no repeat.
 */
async function nextSerial(db: Db, ruleCode: string, period: string): Promise<number> {
  const [row] = await db
    .insert(sysFillRuleSerial)
    .values({ ruleCode, period, value: 1 })
    .onConflictDoUpdate({
      target: [sysFillRuleSerial.ruleCode, sysFillRuleSerial.period],
      set: { value: sql`${sysFillRuleSerial.value} + 1` },
    })
    .returning({ value: sysFillRuleSerial.value })
  return row.value
}

const text = (value: unknown, fallback: string | number) => value ?? fallback

const orderNumber: Generator = {
  paramsError(params) {
    const { prefix, dateFormat, separator, digits } = params
    if (prefix !== undefined && (typeof prefix !== 'string' || !/^[A-Za-z0-9_-]{0,20}$/.test(prefix)))
      return 'prefix（前缀）须为至多20位字母、数字、下划线或横杠'
    if (dateFormat !== undefined && !DATE_FORMATS.includes(dateFormat as never))
      return `dateFormat（日期格式）可选：${DATE_FORMATS.filter(Boolean).join('、')} 或空`
    if (separator !== undefined && (typeof separator !== 'string' || !/^[-_./]{0,3}$/.test(separator)))
      return 'separator（分隔符）须为至多3个 - _ . / 字符'
    if (
      digits !== undefined &&
      !(Number.isInteger(digits) && (digits as number) >= 1 && (digits as number) <= 10)
    )
      return 'digits（流水号位数）须为1至10的整数'
    return undefined
  },
  async next(db, ruleCode, params, _form, now) {
    const date = chinaDate(now, String(text(params.dateFormat, 'yyyyMMdd')))
    const serial = await nextSerial(db, ruleCode, date || '*')
    const digits = Number(text(params.digits, 3))
    return `${text(params.prefix, '')}${date}${text(params.separator, '-')}${String(serial).padStart(digits, '0')}`
  },
}

const noParams = (params: Params) => (Object.keys(params).length ? '该规则不需要参数' : undefined)
const pidOf = (form: Params) => (typeof form.pid === 'string' ? form.pid.trim() : '')

const orgCode: Generator = {
  paramsError: noParams,
  async next(db, _ruleCode, _params, form) {
    const pid = pidOf(form)
    if (!pid) return nextOrgCode(db, '')
    const [parent] = await db
      .select({ orgCode: sysDepart.orgCode })
      .from(sysDepart)
      .where(eq(sysDepart.id, pid))
    if (!parent) throw badRequest('上级部门不存在')
    return nextOrgCode(db, parent.orgCode ?? '')
  },
}

const categoryCode: Generator = {
  paramsError: noParams,
  async next(db, _ruleCode, _params, form) {
    const pid = pidOf(form) || '0'
    let parentCode = ''
    if (pid !== '0') {
      const [parent] = await db
        .select({ code: sysCategory.code })
        .from(sysCategory)
        .where(eq(sysCategory.id, pid))
      if (!parent) throw badRequest('上级分类不存在')
      parentCode = parent.code ?? ''
    }
    const siblings = await db
      .select({ code: sysCategory.code })
      .from(sysCategory)
      .where(eq(sysCategory.pid, pid))
    const code = nextCategoryCode(
      parentCode,
      siblings.map((row) => row.code ?? ''),
    )
    if (!code) throw badRequest('该层级的分类已满，无法再添加')
    return code
  },
}

const GENERATORS: Record<string, Generator> = {
  [FillRuleClass.ORDER_NUMBER]: orderNumber,
  [FillRuleClass.ORG_CODE]: orgCode,
  [FillRuleClass.CATEGORY_CODE]: categoryCode,
}

/** `rule_params` as an object; a 400 naming the field when it is not a JSON object. */
function parseParams(ruleParams: unknown): Params {
  if (ruleParams === null || ruleParams === undefined || String(ruleParams).trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(String(ruleParams))
  } catch {
    throw invalidParams('规则参数请输入JSON字符串')
  }
  if (Array.isArray(parsed)) throw invalidParams('规则参数只能传递JSON对象，不能传递JSON数组')
  if (!parsed || typeof parsed !== 'object') throw invalidParams('规则参数请输入JSON字符串')
  return parsed as Params
}

const invalidParams = (message: string) => new HttpError(400, message, { errors: { ruleParams: message } })

/** 填值规则: only a built-in generator, with parameters it understands, is stored. */
export const fillRuleHooks: ResourceHooks = {
  async beforeWrite({ values }) {
    const generator = GENERATORS[String(values.ruleClass)]
    if (!generator) {
      const message = '规则实现类不在可选范围内'
      throw new HttpError(400, message, { errors: { ruleClass: message } })
    }
    const params = parseParams(values.ruleParams)
    const error = generator.paramsError(params)
    if (error) throw invalidParams(error)
    return { ruleParams: Object.keys(params).length ? JSON.stringify(params) : null }
  },
}

export const FILL_RULE_NOT_FOUND = '填值规则不存在'

/** JeecgBoot's FillRuleUtil.executeRule: the next value of the rule `ruleCode` for the calling form. */
export async function executeFillRule(
  db: Db,
  ruleCode: string,
  form: Params,
  now = new Date(),
): Promise<string> {
  const [rule] = await db.select().from(sysFillRule).where(eq(sysFillRule.ruleCode, ruleCode))
  if (!rule) throw notFound(FILL_RULE_NOT_FOUND)
  const generator = GENERATORS[rule.ruleClass]
  if (!generator) throw badRequest('规则实现类不在可选范围内')
  return generator.next(db, rule.ruleCode, parseParams(rule.ruleParams), form, now)
}
