import { CUSTOMS_STATUS_TEXT } from '@portico/contract'
import type { RoleCode } from './menus'

export const TENANTS = [
  { id: 1, name: '速通物流（国内）' },
  { id: 2, name: '速通物流（海外）' },
]

export const ROLES: { code: RoleCode; name: string; description: string }[] = [
  { code: 'admin', name: '管理员', description: '拥有全部菜单与按钮权限' },
  { code: 'ops', name: '运营专员', description: '业务菜单：批次、账单、渠道、报关、包裹等' },
  { code: 'hr', name: '人事专员', description: '用户、部门与职务管理（不能删除用户）' },
]

export const DEPARTS = [
  { key: 'A01', name: '总部运营部', parent: null, order: 1 },
  { key: 'A02', name: '海外仓储部', parent: null, order: 2 },
  { key: 'A02A01', name: '海外仓储部-洛杉矶仓', parent: 'A02', order: 1 },
]

export interface StaffSeed {
  username: string
  realname: string
  sex: 1 | 2
  phone: string
  email: string
  workNo: string
  post: string
  roles: RoleCode[]
  departs: string[]
}

export const STAFF: StaffSeed[] = [
  {
    username: 'zhangwei',
    realname: '张伟',
    sex: 1,
    phone: '13812345601',
    email: 'zhangwei@portico.example.com',
    workNo: 'P1001',
    post: '运营主管',
    roles: ['ops'],
    departs: ['A01'],
  },
  {
    username: 'lina',
    realname: '李娜',
    sex: 2,
    phone: '13912345602',
    email: 'lina@portico.example.com',
    workNo: 'P1002',
    post: '仓储专员',
    roles: ['ops'],
    departs: ['A02A01'],
  },
  {
    username: 'wangfang',
    realname: '王芳',
    sex: 2,
    phone: '13712345603',
    email: 'wangfang@portico.example.com',
    workNo: 'P1003',
    post: '人事专员',
    roles: ['hr'],
    departs: ['A01'],
  },
  {
    username: 'liuyang',
    realname: '刘洋',
    sex: 1,
    phone: '15012345604',
    email: 'liuyang@portico.example.com',
    workNo: 'P1004',
    post: '跨境运营经理',
    roles: ['ops'],
    departs: ['A01', 'A02'],
  },
  {
    username: 'chenjing',
    realname: '陈静',
    sex: 2,
    phone: '18612345605',
    email: 'chenjing@portico.example.com',
    workNo: 'P1005',
    post: '招聘专员',
    roles: ['hr'],
    departs: ['A02'],
  },
  {
    username: 'zhaolei',
    realname: '赵磊',
    sex: 1,
    phone: '17712345606',
    email: 'zhaolei@portico.example.com',
    workNo: 'P1006',
    post: '报关专员',
    roles: ['ops'],
    departs: ['A02'],
  },
]

export interface DictSeed {
  code: string
  name: string
  items: [value: string, text: string][]
}

/** The platform's own dictionaries; each business area adds its list in `ALL_DICTS` (seed/dicts.ts). */
export const DICTS: DictSeed[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    items: [
      ['L', '一般消息'],
      ['M', '重要消息'],
      ['H', '紧急消息'],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    items: [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      ['Y', '是'],
      ['N', '否'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效状态',
    items: [
      ['1', '有效'],
      ['0', '无效'],
    ],
  },
  {
    code: 'package_status',
    name: '包裹状态',
    items: [
      ['0', '待入库'],
      ['1', '已入库'],
      ['2', '已出库'],
      ['3', '运输中'],
      ['4', '已签收'],
      ['9', '问题件'],
    ],
  },
  {
    code: 'customs_status',
    name: '报关状态',
    items: Object.entries(CUSTOMS_STATUS_TEXT),
  },
  {
    code: 'question_type',
    name: '问题类型',
    items: [
      ['1', '破损'],
      ['2', '丢失'],
      ['3', '少件'],
      ['4', '地址错误'],
      ['5', '单号错误'],
      ['6', '无数据'],
      ['7', '超重超尺寸'],
      ['8', '重复扫描'],
      ['9', '其他'],
      ['10', '理赔'],
    ],
  },
  {
    code: 'recruit_application_status',
    name: '投递状态',
    items: [
      ['submitted', '已投递'],
      ['passed', '筛选通过'],
      ['rejected', '不合适'],
      ['interview', '面试'],
      ['hired', '录用'],
      ['declined', '未录用'],
    ],
  },
  {
    code: 'recruit_job_status',
    name: '职位状态',
    items: [
      ['0', '草稿'],
      ['1', '招聘中'],
      ['2', '已关闭'],
    ],
  },
  {
    code: 'recruit_notice_status',
    name: '公告状态',
    items: [
      ['0', '草稿'],
      ['1', '已发布'],
    ],
  },
  {
    code: 'question_status',
    name: '问题件状态',
    items: [
      ['0', '待处理'],
      ['1', '处理中'],
      ['2', '已处理'],
    ],
  },
  {
    code: 'in_store_status',
    name: '入库批次状态',
    items: [
      ['0', '录入中'],
      ['1', '已入库'],
    ],
  },
  {
    code: 'currency',
    name: '币种',
    items: [
      ['CNY', '人民币'],
      ['USD', '美元'],
      ['EUR', '欧元'],
      ['JPY', '日元'],
      ['TWD', '新台币'],
      ['MYR', '马来西亚林吉特'],
      ['SGD', '新加坡元'],
      ['THB', '泰铢'],
      ['HKD', '港币'],
      ['GBP', '英镑'],
      ['AUD', '澳大利亚元'],
      ['KRW', '韩元'],
    ],
  },
  {
    code: 'quartz_status',
    name: '定时任务状态',
    items: [
      ['0', '正常'],
      ['-1', '停止'],
    ],
  },
  // 系统日志's type column and its 操作类型 filter (JeecgBoot's codes).
  {
    code: 'log_type',
    name: '日志类型',
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
    ],
  },
  {
    code: 'operate_type',
    name: '操作类型',
    items: [
      ['1', '查询'],
      ['2', '添加'],
      ['3', '更新'],
      ['4', '删除'],
      ['5', '导入'],
      ['6', '导出'],
    ],
  },
]

/**
 * Department roles: held by a user, they apply only while the user works in that department. 刘洋 works in both
 * 总部运营部 and 海外仓储部; in 海外仓储部 he also coordinates its staff and sees 用户管理.
 */
export const DEPART_ROLES = [
  {
    key: 'A02-staff-coordinator',
    depart: 'A02',
    name: '仓储人员协调',
    code: 'warehouse_staff',
    menus: ['isystem', 'isystem-user'],
    buttons: ['system:user:list'],
    users: ['liuyang'],
  },
]
