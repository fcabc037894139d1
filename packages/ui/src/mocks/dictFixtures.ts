import type { DictOption, DictTreeNode } from '@portico/contract'

const item = (value: string, text: string): DictOption => ({ value, text, title: text })

/** Users of the `sys_user,realname,username` table dictionary: more than one page of 10. */
const USERS = [
  ['admin', '管理员'],
  ['zhangwei', '张伟'],
  ['wangfang', '王芳'],
  ['lina', '李娜'],
  ['liuyang', '刘洋'],
  ['chenjing', '陈静'],
  ['yangli', '杨丽'],
  ['zhaolei', '赵磊'],
  ['huangmin', '黄敏'],
  ['zhoujie', '周杰'],
  ['wuqiang', '吴强'],
  ['xuhui', '徐慧'],
  ['sunhao', '孙浩'],
] as const

/** The dictionaries the MSW handlers serve (system ones by code, one table dictionary). */
export const MOCK_DICTS: Record<string, DictOption[]> = {
  sex: [item('1', '男'), item('2', '女')],
  priority: [item('L', '一般消息'), item('M', '重要消息'), item('H', '紧急消息')],
  package_status: [item('0', '待入库'), item('1', '已入库'), item('2', '已出库'), item('3', '已签收')],
  yn: [item('Y', '是'), item('N', '否')],
  'sys_user,realname,username': USERS.map(([value, text]) => item(value, text)),
}

export const MOCK_USER_DICT = 'sys_user,realname,username'

const node = (key: string, title: string, parentId: string | null, leaf: boolean): DictTreeNode => ({
  key,
  value: key,
  title,
  label: title,
  leaf,
  parentId,
})

/** A department tree for loadTreeData: two roots, one with children. */
export const MOCK_TREE: DictTreeNode[] = [
  node('d1', '总部运营部', null, true),
  node('d2', '海外仓储部', null, false),
  node('d21', '海外仓储部-洛杉矶仓', 'd2', true),
  node('d22', '海外仓储部-法兰克福仓', 'd2', true),
]
