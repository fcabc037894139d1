import { defineResource } from '../resource/defineResource'

/** 数据字典: a dictionary (its items are edited in its 字典配置 drawer); deleted ones wait in the recycle bin. */
export const dictResource = defineResource({
  baseUrl: '/sys/dict',
  permission: 'system:dict',
  title: '字典',
  measureWord: '个',
  table: 'sys_dict',
  labelField: 'dictName',
  scope: { softDelete: true },
  capabilities: { import: false },
  fields: {
    dictName: {
      label: '字典名称',
      kind: 'text',
      required: '请输入字典名称!',
      maxLength: 100,
      search: 'like',
      sortable: true,
      list: { width: 180 },
      excel: { width: 20 },
    },
    dictCode: {
      label: '字典编码',
      kind: 'text',
      required: '请输入字典编码!',
      maxLength: 100,
      unique: true,
      rules: [
        { pattern: '^[A-Za-z][A-Za-z0-9_]*$', message: '字典编码须以字母开头，只含字母、数字和下划线' },
      ],
      search: 'like',
      sortable: true,
      list: { width: 180 },
      excel: { width: 20 },
    },
    description: {
      label: '描述',
      kind: 'textarea',
      maxLength: 255,
      list: { width: 260, ellipsis: true },
      form: { span: 2 },
      excel: { width: 40 },
    },
    createTime: {
      label: '创建时间',
      kind: 'datetime',
      system: true,
      sortable: true,
      list: { width: 160 },
      excel: false,
    },
  },
})
