import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'
import { messageTemplateResource } from '../resources/messageTemplate'

const tags = ['message template']
const templates = messageTemplateResource

/** 消息模板's actions beside its resource routes. */
export const messageActions = {
  templatePreview: defineAction({
    method: 'POST',
    path: `${templates.baseUrl}/preview`,
    permission: [templates.perms.add, templates.perms.edit],
    summary:
      'The content with its placeholders filled from `values` (else the sample values); refused naming any missing',
    tags,
    body: schema.object({
      templateContent: schema.string(),
      templateTestJson: { type: ['string', 'null'] } as const,
      values: { type: 'object' } as const,
    }),
    result: returns<string>(),
  }),
}
