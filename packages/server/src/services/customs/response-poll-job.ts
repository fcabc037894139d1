import type { Db } from '../../db/client'
import { fetchPublicJson, type OutboundPolicy } from '../partner/outbound-url'
import { applyResponseList } from './responses'

export const CUSTOMS_RESPONSE_POLL_JOB = 'portico.job.CustomsResponsePollJob'

/**
 * 报关回执拉取: reads `{"responses": [{declarationNo | trackingNo, code, message}, …]}` from the customs gateway's
 * URL and applies each 回执 as the 回执 file import does (800 放行, 100 退单, 500 查验); the ones it cannot apply
 * (unknown declaration, not waiting for customs, already applied) are listed in the run log.
 */
export async function pollCustomsResponses(
  db: Db,
  outbound: OutboundPolicy,
  source: string,
): Promise<string> {
  const body = await fetchPublicJson(source, outbound, '回执接口')
  const responses = (body as { responses?: unknown } | null)?.responses
  if (!Array.isArray(responses)) throw new Error('回执接口的JSON缺少responses数组')
  const { applied, refused } = await applyResponseList(db, responses, 'system')
  const summary = `回执${responses.length}条：已处理${applied}条`
  return refused.length ? `${summary}；未处理${refused.length}条：${refused.join('；')}` : summary
}
