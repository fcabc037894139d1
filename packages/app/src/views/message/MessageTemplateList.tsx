import { ListPage } from '../../components/ListPage/ListPage'
import type { ListPageProps } from '../../components/ListPage/ListPage.types'
import { MessageTemplateFormDialog } from './MessageTemplateFormDialog'
import { type MessageTemplate, templateColumns, templateSearchFields } from './messageTemplate'

const templateList: ListPageProps<MessageTemplate> = {
  entity: '消息模板',
  measureWord: '个',
  rowLabel: (row) => row.templateName,
  urls: {
    list: '/message/sysMessageTemplate/list',
    delete: '/message/sysMessageTemplate/delete',
    deleteBatch: '/message/sysMessageTemplate/deleteBatch',
  },
  permissionPrefix: 'message:template',
  searchFields: templateSearchFields,
  columns: templateColumns,
  actionsWidth: 120,
  addLabel: '新增',
  form: MessageTemplateFormDialog,
}

/** 消息模板: SMS, e-mail and system-notice templates with `${name}` placeholders. */
export default function MessageTemplateList() {
  return <ListPage {...templateList} />
}
