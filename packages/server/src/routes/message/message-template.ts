import { eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysMessageTemplate } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, conflict, notFound, ok } from '../../http/envelope'
import {
  checkTemplate,
  parseSampleValues,
  renderTemplate,
  TEMPLATE_TYPES,
} from '../../services/messages/message-templates'
import {
  type ListSpec,
  listQuery,
  listQuerystring,
  selectPage,
  tableListSpec,
  toPage,
} from '../../services/query'
import { formatDateTime } from '../../services/shared/dates'
import { newId } from '../../services/shared/ids'
import { objectSchema, str } from '../schemas'

const tags = ['message template']
const BASE = '/message/sysMessageTemplate'
export const TEMPLATE_PERMS = {
  list: 'message:template:list',
  add: 'message:template:add',
  edit: 'message:template:edit',
  delete: 'message:template:delete',
} as const

const TEMPLATE_LIST: ListSpec = tableListSpec(sysMessageTemplate, {
  templateName: 'string',
  templateCode: 'string',
  templateType: 'string',
  createTime: 'datetime',
})

interface TemplateForm {
  id?: string
  templateName?: string
  templateCode?: string
  templateType?: string
  templateContent?: string
  templateTestJson?: string | null
}

const CODE = /^[A-Za-z0-9_-]{1,32}$/

function checkedValues(form: TemplateForm) {
  const templateName = form.templateName?.trim() ?? ''
  const templateCode = form.templateCode?.trim() ?? ''
  const templateContent = form.templateContent ?? ''
  if (!templateName || templateName.length > 50) throw badRequest('请输入模板标题（最多50个字符）')
  if (!CODE.test(templateCode)) throw badRequest('模板编码为1-32位字母、数字、下划线或短横线')
  if (!form.templateType || !(form.templateType in TEMPLATE_TYPES)) throw badRequest('请选择模板类型')
  if (!templateContent.trim()) throw badRequest('请输入模板内容')
  if (templateContent.length > 10_000) throw badRequest('模板内容最多10000个字符')
  const templateTestJson = form.templateTestJson?.trim() || null
  checkTemplate(templateContent, templateTestJson)
  return { templateName, templateCode, templateType: form.templateType, templateContent, templateTestJson }
}

const toRecord = (row: typeof sysMessageTemplate.$inferSelect) => ({
  ...row,
  templateType_dictText: TEMPLATE_TYPES[row.templateType] ?? '',
  createTime: formatDateTime(row.createTime),
  updateTime: formatDateTime(row.updateTime),
})

const formSchema = objectSchema({
  id: str,
  templateName: str,
  templateCode: str,
  templateType: { type: ['string', 'number'] },
  templateContent: str,
  templateTestJson: { type: ['string', 'null'] },
})

/** 消息模板: templates with `${name}` placeholders, checked against their sample values, and a preview. */
export const messageTemplateRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  app.get<{ Querystring: Record<string, string | undefined> }>(
    `${BASE}/list`,
    {
      config: { permission: TEMPLATE_PERMS.list },
      schema: { tags, summary: 'Paged message templates', querystring: listQuerystring(TEMPLATE_LIST) },
    },
    async (request) => {
      const query = listQuery(TEMPLATE_LIST, request.query)
      const { rows, total } = await selectPage(db, sysMessageTemplate, query)
      return ok(toPage(rows.map(toRecord), total, query))
    },
  )

  const codeTaken = async (code: string, exceptId?: string) => {
    const [row] = await db
      .select({ id: sysMessageTemplate.id })
      .from(sysMessageTemplate)
      .where(eq(sysMessageTemplate.templateCode, code))
    return row !== undefined && row.id !== exceptId
  }

  app.post<{ Body: TemplateForm }>(
    `${BASE}/add`,
    {
      config: { permission: TEMPLATE_PERMS.add },
      schema: { tags, summary: 'Add a template (every placeholder needs a sample value)', body: formSchema },
    },
    async (request) => {
      const values = checkedValues({
        ...request.body,
        templateType: String(request.body?.templateType ?? ''),
      })
      if (await codeTaken(values.templateCode)) throw conflict('模板编码已存在')
      await db
        .insert(sysMessageTemplate)
        .values({ ...values, id: newId(), createBy: request.user!.username, createTime: new Date() })
      return ok(null, '添加成功！')
    },
  )

  app.put<{ Body: TemplateForm }>(
    `${BASE}/edit`,
    {
      config: { permission: TEMPLATE_PERMS.edit },
      schema: { tags, summary: 'Edit a template (whole form, id required)', body: formSchema },
    },
    async (request) => {
      const id = request.body?.id
      if (!id) throw badRequest('缺少模板id')
      const values = checkedValues({
        ...request.body,
        templateType: String(request.body?.templateType ?? ''),
      })
      if (await codeTaken(values.templateCode, id)) throw conflict('模板编码已存在')
      const rows = await db
        .update(sysMessageTemplate)
        .set({ ...values, updateBy: request.user!.username, updateTime: new Date() })
        .where(eq(sysMessageTemplate.id, id))
        .returning({ id: sysMessageTemplate.id })
      if (rows.length === 0) throw notFound('未找到对应数据')
      return ok(null, '编辑成功!')
    },
  )

  const remove = async (ids: string[]) => {
    if (ids.length === 0) throw badRequest('参数不识别！')
    await db.delete(sysMessageTemplate).where(inArray(sysMessageTemplate.id, ids))
    return ok(null, '删除成功!')
  }
  app.delete<{ Querystring: { id?: string } }>(
    `${BASE}/delete`,
    {
      config: { permission: TEMPLATE_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete a template',
        querystring: { type: 'object', properties: { id: str } },
      },
    },
    async (request) => remove(request.query.id ? [request.query.id] : []),
  )
  app.delete<{ Querystring: { ids?: string } }>(
    `${BASE}/deleteBatch`,
    {
      config: { permission: TEMPLATE_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete templates (ids comma-separated)',
        querystring: { type: 'object', properties: { ids: str } },
      },
    },
    async (request) => remove((request.query.ids ?? '').split(',').filter(Boolean)),
  )

  app.post<{
    Body: { templateContent?: string; templateTestJson?: string | null; values?: Record<string, unknown> }
  }>(
    `${BASE}/preview`,
    {
      config: { permission: [TEMPLATE_PERMS.add, TEMPLATE_PERMS.edit] },
      schema: {
        tags,
        summary:
          'The content with its placeholders filled from `values` (else the sample values); 400 names any missing',
        body: objectSchema({
          templateContent: str,
          templateTestJson: { type: ['string', 'null'] },
          values: { type: 'object' },
        }),
      },
    },
    async (request) => {
      const body = request.body ?? {}
      const values = body.values
        ? Object.fromEntries(
            Object.entries(body.values).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]),
          )
        : parseSampleValues(body.templateTestJson)
      return ok(renderTemplate(body.templateContent ?? '', values))
    },
  )
}
