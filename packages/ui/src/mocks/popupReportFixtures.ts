import type { CgReportColumns, CgReportQueryItem } from '@portico/contract'
import { MOCK_USERS } from './pickerFixtures'

const SEX = [
  { value: '1', text: '男', title: '男' },
  { value: '2', text: '女', title: '女' },
]

/** The seeded `report_user` online report (用户选择) as getRpColumns answers it. */
export const MOCK_POPUP_REPORT: CgReportColumns = {
  columns: [
    { title: '账号', dataIndex: 'username', align: 'center', sorter: true },
    { title: '姓名', dataIndex: 'realname', align: 'center', sorter: true },
    { title: '性别', dataIndex: 'sex', align: 'center', sorter: true, customRender: 'sex' },
    { title: '手机号', dataIndex: 'phone', align: 'center', sorter: true },
    { title: '部门', dataIndex: 'depart_name', align: 'center', sorter: true },
  ],
  dictOptions: { sex: SEX },
  cgRpConfigId: 'rp-user',
  cgRpConfigName: '用户选择',
}

export const MOCK_POPUP_REPORT_CODE = 'report_user'

/** Its query items: two shown, three hidden until the form is expanded (one a date-time range). */
export const MOCK_POPUP_QUERY_ITEMS: CgReportQueryItem[] = [
  { field: 'username', label: '账号', view: 'text', mode: 'single', hidden: '0' },
  { field: 'realname', label: '姓名', view: 'text', mode: 'single', hidden: '0' },
  {
    field: 'sex',
    label: '性别',
    view: 'list',
    mode: 'single',
    hidden: '1',
    dictCode: 'sex',
    dictOptions: SEX,
  },
  { field: 'phone', label: '手机号', view: 'text', mode: 'single', hidden: '1' },
  { field: 'create_time', label: '创建时间', view: 'datetime', mode: 'group', hidden: '1' },
]

/** Its rows: the thirteen mock users (two pages of 10), created one a day from 2025-01-01. */
export const MOCK_POPUP_ROWS: Record<string, unknown>[] = MOCK_USERS.map((user, index) => ({
  id: user.id,
  username: user.username,
  realname: user.realname,
  sex: user.sex,
  phone: user.phone,
  depart_name: user.orgCodeTxt,
  create_time: `2025-01-${String(index + 1).padStart(2, '0')} 09:00:00`,
}))
