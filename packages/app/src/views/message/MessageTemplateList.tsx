import { messageTemplateResource } from '@portico/contract'
import { ResourcePage } from '../../components/ResourcePage'
import { MessageTemplateFormDialog } from './MessageTemplateFormDialog'
import type { MessageTemplate } from './messageTemplate.types'

/** 消息模板: SMS, e-mail and system-notice templates with `${name}` placeholders (a declared resource). */
export default function MessageTemplateList() {
  return (
    <ResourcePage<MessageTemplate>
      resource={messageTemplateResource}
      actionsWidth={120}
      form={MessageTemplateFormDialog}
    />
  )
}
