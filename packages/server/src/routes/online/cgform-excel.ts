import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { queryFromWire } from '../../services/online-form/wire'
import { importWorkbook, sendExport } from '../list-excel'
import { liveFormAccess } from './live-form-access'

const tags = ['online form data']
const codeParams = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['code'],
} as const

type WithCode = FastifyRequest<{ Params: { code: string } }>

/**
 * Excel of a live form through the declared resources' Excel services, checked by the form's own permission codes:
 * `<ResourcePage>`'s `/online/cgform/data/<id>/exportXls|importExcel` (filters by property names), and JeecgBoot's
 * `/online/cgform/api/exportXls/<id>` (filters by column names) and `importXls/<id>`.
 */
export const cgformExcelRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const formFor = liveFormAccess(deps)
  const exportOptions = {
    config: { permission: 'authenticated' as const },
    schema: {
      tags,
      summary: 'The rows the list shows, as .xlsx (dictionary values as text)',
      params: codeParams,
    },
  }
  const importOptions = {
    config: { permission: 'authenticated' as const },
    schema: {
      tags,
      summary: 'Multipart .xlsx (`file`): header matched by field label, rows checked like the form',
      params: codeParams,
      consumes: ['multipart/form-data'],
    },
  }

  app.get('/online/cgform/data/:code/exportXls', exportOptions, async (request: WithCode, reply) => {
    const form = await formFor(request, request.params.code, 'exportXls')
    return sendExport(deps, form.sheet, request, reply)
  })
  app.get('/online/cgform/api/exportXls/:code', exportOptions, async (request: WithCode, reply) => {
    const form = await formFor(request, request.params.code, 'exportXls')
    request.query = queryFromWire(form, request.query as Record<string, unknown>)
    return sendExport(deps, form.sheet, request, reply)
  })

  const importRows = async (request: WithCode) => {
    const form = await formFor(request, request.params.code, 'importExcel')
    const plan = await form.sheet.importPlan!({
      db: deps.db,
      files: deps.files,
      actor: request.user!.username,
      request,
    })
    return importWorkbook(deps, request, plan)
  }
  app.post('/online/cgform/data/:code/importExcel', importOptions, importRows)
  app.post('/online/cgform/api/importXls/:code', importOptions, importRows)
}
