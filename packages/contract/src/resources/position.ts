import { defineResource } from '../resource/defineResource'

export const POSITION_RANK_DICT = 'position_rank'

/** 职务: the positions a user's 职务 field picks from (JeecgBoot sys_position). */
export const positionResource = defineResource({
  baseUrl: '/sys/position',
  permission: 'system:position',
  title: '职务',
  measureWord: '个',
  table: 'sys_position',
  labelField: 'name',
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: {
    code: {
      label: '职务编码',
      kind: 'text',
      required: '请输入职务编码',
      maxLength: 64,
      unique: true,
      rules: [
        {
          pattern: '^[A-Za-z][A-Za-z0-9_-]*$',
          message: '职务编码须以字母开头，只含字母、数字、下划线或横杠',
        },
      ],
      search: 'like',
      sortable: true,
      list: { width: 140 },
      form: { readOnlyOnEdit: true },
      excel: { width: 16 },
    },
    name: {
      label: '职务名称',
      kind: 'text',
      required: '请输入职务名称',
      search: 'like',
      sortable: true,
      list: { width: 160 },
      excel: { width: 20 },
    },
    postRank: {
      label: '职级',
      kind: 'dict',
      dictCode: POSITION_RANK_DICT,
      required: '请选择职级',
      search: 'eq',
      sortable: true,
      list: { width: 100 },
      excel: { width: 12 },
    },
    sortNo: {
      label: '排序',
      kind: 'integer',
      rules: [{ min: 0, max: 9999, message: '排序须为0至9999的整数' }],
      sortable: true,
      list: { width: 70 },
      excel: { width: 8 },
    },
    remark: {
      label: '备注',
      kind: 'textarea',
      maxLength: 500,
      list: { width: 200, ellipsis: true },
      form: { span: 2 },
      excel: { width: 30 },
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
