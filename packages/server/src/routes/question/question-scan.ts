import { OPS_PERMS } from '@portico/contract'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { forbidden, ok } from '../../http/envelope'
import {
  handleQuestion,
  lookupQuestions,
  type RegisterQuestion,
  registerQuestion,
} from '../../services/logistics/question-scan'
import { actorOf } from '../../services/resources/scope'
import { objectSchema, str } from '../schemas'

const tags = ['question']
const BASE = '/question/scan'

function questionActor(request: FastifyRequest) {
  const actor = actorOf(request)
  if (actor.tenantId === null) throw forbidden('当前用户未关联租户，无权访问该数据')
  return { username: actor.username, tenantId: actor.tenantId }
}

/** 问题件扫描: look a number up, register a 问题件 with photos, record the handling decision. */
export const questionScanRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  app.get<{ Querystring: { trackingNo: string } }>(
    `${BASE}/lookup`,
    {
      config: { permission: OPS_PERMS.questionScan },
      schema: {
        tags,
        summary: "A number's parcel and its 问题件 (open and handled) of the caller's tenant",
        querystring: { type: 'object', properties: { trackingNo: str }, required: ['trackingNo'] },
      },
    },
    async (request) =>
      ok(await lookupQuestions(db, request.query.trackingNo, questionActor(request).tenantId)),
  )

  app.post<{ Body: RegisterQuestion }>(
    `${BASE}/register`,
    {
      config: { permission: OPS_PERMS.questionRegister },
      schema: {
        tags,
        summary: 'Register a 问题件 (photos: stored paths, comma-separated); a known parcel goes on hold',
        body: objectSchema(
          {
            trackingNo: str,
            questionType: str,
            description: { type: ['string', 'null'] },
            images: { type: ['string', 'null'] },
          },
          ['trackingNo', 'questionType'],
        ),
      },
    },
    async (request) =>
      ok({ id: await registerQuestion(db, request.body, questionActor(request)) }, '登记成功！'),
  )

  app.post<{ Body: { id: string; handling: string } }>(
    `${BASE}/handle`,
    {
      config: { permission: OPS_PERMS.questionHandle },
      schema: {
        tags,
        summary:
          'Record the decision (dict question_handling): the 问题件 is 已处理 and the parcel follows it',
        body: objectSchema({ id: str, handling: str }, ['id', 'handling']),
      },
    },
    async (request) =>
      ok(
        await handleQuestion(db, request.body.id, request.body.handling, questionActor(request)),
        '处理完成！',
      ),
  )
}
