import { defineResource } from '../resource/defineResource'

export const DATABASE_TYPE_DICT = 'database_type'
/** database_type codes (JeecgBoot's): only PostgreSQL connections can be tried from this server. */
export const DatabaseType = {
  MYSQL: '1',
  ORACLE: '2',
  SQLSERVER: '3',
  MYSQL57: '4',
  MARIADB: '5',
  POSTGRESQL: '6',
} as const

/** 多数据源: a database connection; its password is stored sealed and answered masked (PASSWORD_MASK). */
export const dataSourceResource = defineResource({
  baseUrl: '/sys/dataSource',
  permission: 'system:dataSource',
  title: '数据源',
  measureWord: '个',
  table: 'sys_data_source',
  labelField: 'name',
  capabilities: { import: false },
  fields: {
    code: {
      label: '数据源编码',
      kind: 'text',
      required: '请输入数据源编码!',
      unique: true,
      rules: [
        { pattern: '^[A-Za-z][A-Za-z0-9_-]*$', message: '编码必须以字母开头，可包含数字、下划线、横杠' },
      ],
      search: 'like',
      sortable: true,
      list: { width: 140 },
      form: { readOnlyOnEdit: true },
      excel: { width: 16 },
    },
    name: {
      label: '数据源名称',
      kind: 'text',
      required: '请输入数据源名称!',
      search: 'like',
      sortable: true,
      list: { width: 160 },
      excel: { width: 20 },
    },
    dbType: {
      label: '数据库类型',
      kind: 'dict',
      dictCode: DATABASE_TYPE_DICT,
      required: '请选择数据库类型!',
      search: 'eq',
      list: { width: 110 },
      excel: { width: 12 },
    },
    dbDriver: {
      label: '驱动类',
      kind: 'text',
      required: '请输入驱动类!',
      list: { width: 200, ellipsis: true },
      excel: { width: 30 },
    },
    dbUrl: {
      label: '数据源地址',
      kind: 'text',
      required: '请输入数据源地址!',
      maxLength: 500,
      list: { width: 280, ellipsis: true },
      form: { span: 2 },
      excel: { width: 50 },
    },
    dbUsername: {
      label: '用户名',
      kind: 'text',
      required: '请输入用户名!',
      list: { width: 100 },
      excel: { width: 14 },
    },
    dbPassword: { label: '密码', kind: 'password', maxLength: 200, list: false, excel: false },
    remark: {
      label: '备注',
      kind: 'textarea',
      maxLength: 200,
      list: { width: 160, ellipsis: true },
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
