import type { messageTemplateResource, ResourceRecordOf } from '@portico/contract'

/** A 消息模板 as its list answers it. */
export type MessageTemplate = ResourceRecordOf<typeof messageTemplateResource>
