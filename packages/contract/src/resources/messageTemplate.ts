import { defineResource } from '../resource/defineResource'

/** JeecgBoot's dictionary of message types: 1 短信, 2 邮件, 4 系统通知. */
export const MESSAGE_TYPE_DICT = 'msgType'

/** The types a template may have, by code (the dictionary's items). */
export const MESSAGE_TEMPLATE_TYPES: Readonly<Record<string, string>> = {
  '1': '短信',
  '2': '邮件',
  '4': '系统通知',
}

/** The permission codes of the 消息模板 menu (JeecgBoot's; its batch delete needs the delete code). */
export const MESSAGE_TEMPLATE_PERMISSION = 'message:template'

/**
 * 消息模板: SMS, e-mail and system-notice templates with `${name}` placeholders; the server also checks that every
 * placeholder has a sample value (`templateTestJson`), and offers a preview beside the resource's routes.
 */
export const messageTemplateResource = defineResource({
  baseUrl: '/message/sysMessageTemplate',
  permission: MESSAGE_TEMPLATE_PERMISSION,
  permissionCodes: { deleteBatch: `${MESSAGE_TEMPLATE_PERMISSION}:delete` },
  title: '消息模板',
  measureWord: '个',
  table: 'sys_sms_template',
  labelField: 'templateName',
  capabilities: { export: false, import: false },
  fields: {
    templateName: {
      label: '模板标题',
      kind: 'text',
      required: '请输入模板标题（最多50个字符）',
      maxLength: 50,
      search: 'like',
      list: { width: 160 },
    },
    templateCode: {
      label: '模板编码',
      kind: 'text',
      required: '请输入模板编码!',
      maxLength: 32,
      unique: true,
      rules: [{ pattern: '^[A-Za-z0-9_-]{1,32}$', message: '模板编码为1-32位字母、数字、下划线或短横线' }],
      search: 'like',
      list: { width: 140 },
    },
    templateType: {
      label: '模板类型',
      kind: 'dict',
      dictCode: MESSAGE_TYPE_DICT,
      required: '请选择模板类型',
      rules: [{ pattern: `^(${Object.keys(MESSAGE_TEMPLATE_TYPES).join('|')})$`, message: '请选择模板类型' }],
      search: 'eq',
      list: { width: 100 },
    },
    templateContent: {
      label: '模板内容',
      kind: 'textarea',
      required: '请输入模板内容',
      maxLength: 10_000,
      list: { width: 320, ellipsis: true },
      form: { span: 2 },
    },
    templateTestJson: {
      label: '示例值',
      kind: 'textarea',
      maxLength: 10_000,
      list: false,
      form: { span: 2 },
    },
    createBy: { label: '创建人', kind: 'text', system: true, list: false },
    createTime: { label: '创建时间', kind: 'datetime', system: true, sortable: true, list: { width: 160 } },
  },
})
