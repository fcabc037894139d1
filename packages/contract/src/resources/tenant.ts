import { defineResource } from '../resource/defineResource'

export const TENANT_STATUS_DICT = 'tenant_status'
export const TENANT_IN_USE_MESSAGE = '该租户下存在用户，不能删除！'

/**
 * 租户: its id is the 租户编号 an administrator types (JeecgBoot's SysTenant, `IdType.INPUT`), the number users'
 * rel_tenant_ids and the tenant_id header carry; it cannot change once created.
 */
export const tenantResource = defineResource({
  baseUrl: '/sys/tenant',
  permission: 'system:tenant',
  title: '租户',
  measureWord: '个',
  table: 'sys_tenant',
  labelField: 'name',
  defaultSort: { field: 'id', order: 'asc' },
  capabilities: { import: false },
  fields: {
    id: {
      label: '租户编号',
      kind: 'integer',
      required: '请输入租户编号!',
      unique: true,
      rules: [{ min: 1, max: 2147483647, message: '租户编号须为正整数' }],
      search: 'eq',
      sortable: true,
      list: { width: 100 },
      form: { readOnlyOnEdit: true },
      excel: { width: 10 },
    },
    name: {
      label: '租户名称',
      kind: 'text',
      required: '请输入租户名称!',
      search: 'like',
      sortable: true,
      list: { width: 200 },
      excel: { width: 24 },
    },
    beginDate: {
      label: '开始日期',
      kind: 'date',
      sortable: true,
      list: { width: 120 },
      excel: { width: 12 },
    },
    endDate: { label: '结束日期', kind: 'date', sortable: true, list: { width: 120 }, excel: { width: 12 } },
    status: {
      label: '状态',
      kind: 'dict',
      dictCode: TENANT_STATUS_DICT,
      default: '1',
      required: '请选择状态!',
      search: 'eq',
      list: { width: 80 },
      excel: { width: 8 },
    },
    createBy: { label: '创建人', kind: 'text', system: true, list: { width: 90 }, excel: false },
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
