import type { FieldSpec } from '../../../components/form/fieldSpec'

export const QUESTION_BIZ = 'question'

export const questionSearchFields: FieldSpec[] = [
  { name: 'waybillNo', label: '运单号', kind: 'text' },
  { name: 'questionType', label: '问题类型', kind: 'dict', dictCode: 'question_type' },
  { name: 'status', label: '处理状态', kind: 'dict', dictCode: 'question_status' },
]

/** The 问题件 form; the server checks the same and that every attached path is a stored file. */
export const questionFormFields: FieldSpec[] = [
  {
    name: 'waybillNo',
    label: '运单号',
    kind: 'text',
    rules: [
      { required: true, message: '请输入运单号!' },
      { pattern: /^[A-Za-z0-9-]{4,64}$/, message: '运单号为4-64位字母、数字或短横线' },
    ],
  },
  {
    name: 'questionType',
    label: '问题类型',
    kind: 'dict',
    dictCode: 'question_type',
    rules: [{ required: true, message: '请选择问题类型!' }],
  },
  { name: 'status', label: '处理状态', kind: 'dict', dictCode: 'question_status' },
  {
    name: 'description',
    label: '问题描述',
    kind: 'textarea',
    rules: [{ validate: (v) => (v.length > 500 ? '问题描述最多500个字符' : undefined), message: '' }],
  },
  { name: 'images', label: '问题图片', kind: 'image', upload: { biz: QUESTION_BIZ, maxCount: 9 } },
  { name: 'attachments', label: '附件', kind: 'file', upload: { biz: QUESTION_BIZ, maxCount: 9 } },
]
