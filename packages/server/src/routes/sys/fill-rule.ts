import { fillRuleResource } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import { sysFillRule } from '../../db/schema'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { executeFillRule, fillRuleHooks } from '../../services/sys-config/fill-rules'
import { resourceRoutes } from '../resource-routes'

const ruleCodeParams = {
  type: 'object',
  properties: { ruleCode: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['ruleCode'],
} as const

/** 填值规则: the rules' list and form, and JeecgBoot's executeRuleByCode / testFillRule that generate a value. */
export const fillRuleRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(
    resourceRoutes(fillRuleResource, sysFillRule, { tags: ['fillRule'], ...fillRuleHooks }),
    {
      deps,
    },
  )

  const execute = {
    config: { permission: 'authenticated' },
    schema: {
      tags: ['fillRule'],
      summary: "The rule's next value for the calling form (body: the form's values, e.g. the parent `pid`)",
      params: ruleCodeParams,
      body: { type: 'object', additionalProperties: true },
    },
  }
  const run = async (request: { params: { ruleCode: string }; body?: Record<string, unknown> }) =>
    ok(await executeFillRule(deps.db, request.params.ruleCode, request.body ?? {}))
  app.put<{ Params: { ruleCode: string }; Body: Record<string, unknown> }>(
    '/sys/fillRule/executeRuleByCode/:ruleCode',
    execute,
    run,
  )
  app.post<{ Params: { ruleCode: string }; Body: Record<string, unknown> }>(
    '/sys/fillRule/executeRuleByCode/:ruleCode',
    execute,
    run,
  )

  app.get<{ Querystring: { ruleCode: string } }>(
    '/sys/fillRule/testFillRule',
    {
      config: { permission: fillRuleResource.perms.list },
      schema: {
        tags: ['fillRule'],
        summary: '功能测试: generates (and uses up) the next value of the rule',
        querystring: ruleCodeParams,
      },
    },
    async (request) => ok(await executeFillRule(deps.db, request.query.ruleCode, {})),
  )
}
