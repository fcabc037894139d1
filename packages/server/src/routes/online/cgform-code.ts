import { ONLINE_FORM_PERMS } from '@portico/contract'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { contentDisposition } from '../../http/content-disposition'
import { ok } from '../../http/envelope'
import { designCode, designFromCode, MAX_CODE_LENGTH } from '../../services/online-form/code-export'
import { addDesign, fieldsOf, headOrMissing, headWireOf } from '../../services/online-form/designs'
import { designActor } from './cgform-head'

const tags = ['online form']
const codeParams = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['code'],
} as const
const importBody = {
  type: 'object',
  properties: {
    code: { type: 'string', maxLength: MAX_CODE_LENGTH },
    tableName: { type: 'string', maxLength: 64 },
    tableTxt: { type: 'string', maxLength: 200 },
  },
  required: ['code'],
} as const

type ImportBody = { code: string; tableName?: string; tableTxt?: string }

/**
 * 导出代码 / 导入代码: a design as a `defineResource` TypeScript declaration (the design embedded as JSON on one comment
 * line), and such a file back as a new design (its JSON parsed, never evaluated; checked as any design is).
 */
export const cgformCodeRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/online/cgform/head/exportCode/:code',
    {
      config: { permission: ONLINE_FORM_PERMS.list },
      schema: {
        tags,
        summary: 'The design as a defineResource .ts declaration (attachment)',
        params: codeParams,
      },
    },
    async (request: FastifyRequest<{ Params: { code: string } }>, reply) => {
      const head = await headOrMissing(deps.db, designActor(request).tenantId, request.params.code)
      const { fileName, code } = designCode(head, await fieldsOf(deps.db, head.id))
      return reply
        .type('text/plain; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', fileName))
        .send(code)
    },
  )

  app.post(
    '/online/cgform/head/importCode',
    {
      config: { permission: ONLINE_FORM_PERMS.add },
      schema: {
        tags,
        summary:
          'A new design from an exported declaration {code, tableName?, tableTxt?} (not yet synchronised)',
        body: importBody,
      },
    },
    async (request: FastifyRequest<{ Body: ImportBody }>) => {
      const design = designFromCode(request.body.code)
      const head = {
        tableName: request.body.tableName || design.head.tableName,
        tableTxt: request.body.tableTxt || design.head.tableTxt,
      }
      const added = await addDesign(deps.db, designActor(request), { head, fields: design.fields })
      return ok(await headWireOf(deps.db, added), '导入成功！')
    },
  )
}
