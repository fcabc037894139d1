import type { DataTableColumn } from '@portico/grid'
import type { FieldSpec } from '../../components/form/fieldSpec'

export interface MessageTemplate {
  id: string
  templateName: string
  templateCode: string
  templateType: string
  templateType_dictText?: string
  templateContent: string
  templateTestJson: string | null
  createBy?: string | null
  createTime?: string | null
}

export const TEMPLATE_TYPE_OPTIONS = [
  { value: '1', text: '短信' },
  { value: '2', text: '邮件' },
  { value: '4', text: '系统通知' },
]

export const templateSearchFields: FieldSpec[] = [
  { name: 'templateName', label: '模板标题', kind: 'text' },
  { name: 'templateCode', label: '模板编码', kind: 'text' },
  { name: 'templateType', label: '模板类型', kind: 'select', options: TEMPLATE_TYPE_OPTIONS },
]

/** The form; the server checks the same and that every `${name}` has a sample value. */
export const templateFormFields: FieldSpec[] = [
  {
    name: 'templateName',
    label: '模板标题',
    kind: 'text',
    rules: [{ required: true, message: '请输入模板标题!' }],
  },
  {
    name: 'templateCode',
    label: '模板编码',
    kind: 'text',
    rules: [
      { required: true, message: '请输入模板编码!' },
      { pattern: /^[A-Za-z0-9_-]{1,32}$/, message: '模板编码为1-32位字母、数字、下划线或短横线' },
    ],
  },
  {
    name: 'templateType',
    label: '模板类型',
    kind: 'select',
    options: TEMPLATE_TYPE_OPTIONS,
    rules: [{ required: true, message: '请选择模板类型!' }],
  },
  {
    name: 'templateContent',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the label shows the placeholder syntax
    label: '模板内容（占位符写作 ${name}）',
    kind: 'textarea',
    rules: [{ required: true, message: '请输入模板内容!' }],
  },
  { name: 'templateTestJson', label: '示例值（JSON，如 {"name":"张三"}）', kind: 'textarea' },
]

export const templateColumns: DataTableColumn<MessageTemplate>[] = [
  { key: 'templateName', title: '模板标题', width: 160 },
  { key: 'templateCode', title: '模板编码', kind: 'code', width: 140 },
  {
    key: 'templateType',
    title: '模板类型',
    width: 100,
    render: (r) => r.templateType_dictText ?? r.templateType,
  },
  { key: 'templateContent', title: '模板内容', width: 320, ellipsis: true },
  { key: 'createTime', title: '创建时间', kind: 'datetime', sortable: true, width: 160 },
]
