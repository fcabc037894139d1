import { fillRuleActions, fillRuleResource, RULE_CODE_MAX_LENGTH } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import { sysFillRule } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import { executeFillRule, fillRuleHooks } from '../../services/sys-config/fill-rules'
import { resourceRoutes } from '../resource-routes'
import { type ActionRequest, serveAction } from '../serve-action'

/** 填值规则: the rules' list and form, and JeecgBoot's executeRuleByCode / testFillRule that generate a value. */
export const fillRuleRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(
    resourceRoutes(fillRuleResource, sysFillRule, { tags: ['fillRule'], ...fillRuleHooks }),
    {
      deps,
    },
  )

  const run = async (request: ActionRequest<typeof fillRuleActions.executeByPut>) => {
    const ruleCode = request.params.ruleCode ?? ''
    if (ruleCode.length > RULE_CODE_MAX_LENGTH)
      throw badRequest(`规则编码不能超过${RULE_CODE_MAX_LENGTH}个字符`)
    return ok(await executeFillRule(deps.db, ruleCode, (request.body ?? {}) as Record<string, unknown>))
  }
  serveAction(app, fillRuleActions.executeByPut, run)
  serveAction(app, fillRuleActions.executeByPost, run)

  serveAction(app, fillRuleActions.testFillRule, async (request) =>
    ok(await executeFillRule(deps.db, request.query.ruleCode, {})),
  )
}
