import { defineResource } from '../resource/defineResource'
import { EMAIL_PATTERN, MOBILE_PATTERN, USERNAME_PATTERN } from '../validation'

/**
 * 用户: the back office's accounts (JeecgBoot sys_user). The list, its filters, columns, 高级查询 and Excel columns come
 * from here; the writes keep their own routes (password, roles, departments, grant checks, session revocation).
 */
export const userResource = defineResource({
  baseUrl: '/sys/user',
  permission: 'system:user',
  title: '用户',
  measureWord: '个',
  table: 'sys_user',
  labelField: 'username',
  scope: { softDelete: true },
  fields: {
    username: {
      label: '用户账号',
      kind: 'text',
      required: '请输入用户账号!',
      rules: [{ pattern: USERNAME_PATTERN.source, message: '用户账号为2-32位字母、数字或 _ . @ -' }],
      unique: true,
      search: 'like',
      sortable: true,
      list: { width: 140 },
      excel: { header: '登录账号', width: 18 },
    },
    realname: {
      label: '用户姓名',
      kind: 'text',
      required: '请输入用户名称!',
      search: 'like',
      sortable: true,
      list: { width: 120 },
      excel: { header: '真实姓名', width: 14 },
    },
    sex: {
      label: '性别',
      kind: 'dict',
      dictCode: 'sex',
      search: 'eq',
      list: { width: 70 },
      excel: { width: 8 },
    },
    birthday: { label: '生日', kind: 'date', list: { width: 100 }, excel: { width: 12 } },
    email: {
      label: '电子邮件',
      kind: 'text',
      rules: [{ pattern: EMAIL_PATTERN.source, message: '请输入正确格式的邮箱!' }],
      list: false,
      excel: { width: 26 },
    },
    phone: {
      label: '手机号码',
      kind: 'text',
      rules: [{ pattern: MOBILE_PATTERN.source, message: '请输入正确格式的手机号码!' }],
      list: { width: 130 },
      excel: { width: 14 },
    },
    workNo: { label: '工号', kind: 'text', list: false, excel: { width: 12 } },
    post: { label: '职务', kind: 'text', list: false, excel: { width: 14 } },
    telephone: { label: '座机号', kind: 'text', list: false, excel: { width: 14 } },
    orgCode: { label: '部门编码', kind: 'text', list: false, form: false, excel: false },
    status: {
      label: '状态',
      kind: 'dict',
      dictCode: 'user_status',
      default: '1',
      search: 'eq',
      list: { width: 80 },
      form: false,
      excel: { width: 8 },
    },
    createTime: {
      label: '创建时间',
      kind: 'datetime',
      system: true,
      sortable: true,
      list: { width: 160 },
      excel: false,
    },
    updateTime: { label: '更新时间', kind: 'datetime', system: true, list: false, excel: false },
  },
})
