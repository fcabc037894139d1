export interface ReportItemSeed {
  field: string
  label: string
  type?: 'String' | 'Integer' | 'Long' | 'Double' | 'BigDecimal' | 'Date' | 'Datetime'
  dictCode?: string
  show?: boolean
  query?: 'single' | 'group'
}

export interface ReportSeed {
  code: string
  name: string
  content: string
  /** The permission code a caller needs to run the report; a report without one answers administrators only. */
  perms: string
  sql: string
  items: ReportItemSeed[]
  params: { name: string; label: string; defaultValue: string }[]
}

/** Online reports the popup pickers use; parameters are bound, never spliced. */
export const REPORTS: ReportSeed[] = [
  {
    code: 'report_user',
    name: '用户报表',
    content: '在职用户（正常状态），可按部门编码 self_orgCode 限定',
    perms: 'system:user:list',
    sql: `select u.id, u.username, u.realname, u.sex, u.phone, u.org_code, d.depart_name, u.create_time
from sys_user u
left join sys_depart d on d.org_code = u.org_code and d.del_flag = 0
where u.del_flag = 0 and u.status = 1
  and (:orgCode = '' or u.org_code = :orgCode)
order by u.username`,
    items: [
      { field: 'id', label: 'ID', show: false },
      { field: 'username', label: '账号', query: 'single' },
      { field: 'realname', label: '姓名', query: 'single' },
      { field: 'sex', label: '性别', type: 'Integer', dictCode: 'sex', query: 'single' },
      { field: 'phone', label: '手机号', query: 'single' },
      { field: 'depart_name', label: '部门' },
      { field: 'create_time', label: '创建时间', type: 'Datetime', query: 'group' },
    ],
    params: [{ name: 'orgCode', label: '部门编码', defaultValue: '' }],
  },
  {
    code: 'report_depart',
    name: '部门选择',
    content: '未删除的部门，可按上级部门编码 self_parentCode 限定',
    perms: 'system:user:list',
    sql: `select d.id, d.depart_name, d.org_code, p.depart_name as parent_name, d.depart_order
from sys_depart d
left join sys_depart p on p.id = d.parent_id
where d.del_flag = 0
  and (\${parentCode} = '' or p.org_code = \${parentCode})
order by d.org_code`,
    items: [
      { field: 'id', label: 'ID', show: false },
      { field: 'depart_name', label: '部门名称', query: 'single' },
      { field: 'org_code', label: '机构编码', query: 'single' },
      { field: 'parent_name', label: '上级部门' },
      { field: 'depart_order', label: '排序', type: 'Integer' },
    ],
    params: [{ name: 'parentCode', label: '上级部门编码', defaultValue: '' }],
  },
]
