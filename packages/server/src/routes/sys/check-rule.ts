import {
  CHECK_RULE_UNKNOWN_CODE,
  type CheckRuleFailure,
  checkRuleActions,
  checkRuleResource,
  type Envelope,
} from '@portico/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysCheckRule } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, HttpError, ok } from '../../http/envelope'
import { checkValue, parseRuleJson } from '../../services/check-rules/check-value'
import { checkRuleHooks } from '../../services/sys-config/check-rules'
import { resourceRoutes } from '../resource-routes'
import { serveAction } from '../serve-action'

/** Longest value a rule is checked against (codes are short; this bounds the work one request can cause). */
export const MAX_CHECKED_VALUE_LENGTH = 500

/** Java's URLDecoder.decode: `+` is a space, `%XX` are UTF-8 bytes; undefined when malformed. */
function urlDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '))
  } catch {
    return undefined
  }
}

/** 编码校验规则: the rules' list and form, and checkByCode that tries a value against one. */
export const checkRuleRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(
    resourceRoutes(checkRuleResource, sysCheckRule, { tags: ['validation'], ...checkRuleHooks }),
    { deps },
  )

  serveAction(app, checkRuleActions.checkByCode, async (request, reply) => {
    const { ruleCode, value: raw } = request.query
    const rows = await deps.db
      .select({ ruleJson: sysCheckRule.ruleJson })
      .from(sysCheckRule)
      .where(eq(sysCheckRule.ruleCode, ruleCode.replaceAll('\u0000', '')))
    if (rows.length === 0) throw badRequest(CHECK_RULE_UNKNOWN_CODE)
    const value = urlDecode(raw)
    if (value === undefined) throw badRequest('校验值不是合法的URL编码（value is not valid URL encoding）')
    if (Array.from(value).length > MAX_CHECKED_VALUE_LENGTH)
      throw badRequest(`校验值不能超过${MAX_CHECKED_VALUE_LENGTH}个字符`)
    const rule = parseRuleJson(rows[0].ruleJson)
    const outcome = rule.ok
      ? checkValue(rule.steps, value)
      : { passed: false as const, broken: true as const }
    if (outcome.passed) return ok(null, '成功')
    if ('broken' in outcome) throw new HttpError(500, '校验规则配置有误，请联系管理员')
    // JeecgBoot answers a value that breaks the rule as HTTP 200 with code 500; its form shows `message`.
    const body: Envelope<CheckRuleFailure> = {
      success: false,
      message: outcome.failure.message,
      code: 500,
      result: outcome.failure,
      timestamp: Date.now(),
    }
    return reply.send(body)
  })
}
