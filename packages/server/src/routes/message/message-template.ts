import { messageActions, messageTemplateResource } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import { sysMessageTemplate } from '../../db/schema'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { messageTemplateHooks, previewTemplate } from '../../services/messages/message-templates'
import { resourceRoutes } from '../resource-routes'
import { serveAction } from '../serve-action'

const tags = ['message template']

/** 消息模板: the declared resource (templates with `${name}` placeholders, each with a sample value) and a preview. */
export const messageTemplateRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(
    resourceRoutes(messageTemplateResource, sysMessageTemplate, { tags, ...messageTemplateHooks }),
    {
      deps,
    },
  )
  serveAction(app, messageActions.templatePreview, async (request) => ok(previewTemplate(request.body ?? {})))
}
