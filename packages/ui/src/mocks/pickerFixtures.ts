import type { SysDepartTreeNode, SysRole, SysUser } from '@portico/contract'

const depart = (
  id: string,
  orgCode: string,
  departName: string,
  parentId: string | null,
  children: SysDepartTreeNode[] = [],
): SysDepartTreeNode => ({
  id,
  parentId,
  departName,
  orgCode,
  orgCategory: parentId ? '2' : '1',
  departOrder: 0,
  status: '1',
  delFlag: '0',
  key: id,
  value: id,
  title: departName,
  isLeaf: children.length === 0,
  children: children.length === 0 ? null : children,
})

/** Three roots; 海外仓储部 has two warehouses under it. */
export const MOCK_DEPART_TREE: SysDepartTreeNode[] = [
  depart('d1', 'A01', '总部运营部', null, [depart('d11', 'A01A01', '客服中心', 'd1')]),
  depart('d2', 'A02', '海外仓储部', null, [
    depart('d21', 'A02A01', '洛杉矶仓', 'd2'),
    depart('d22', 'A02A02', '法兰克福仓', 'd2'),
  ]),
  depart('d3', 'A03', '报关事业部', null),
]

export const flattenDeparts = (nodes: SysDepartTreeNode[]): SysDepartTreeNode[] =>
  nodes.flatMap((node) => [node, ...flattenDeparts(node.children ?? [])])

export type MockUser = SysUser & { orgCodeTxt: string; departIds: string }

const USER_ROWS: [username: string, realname: string, sex: 1 | 2, departs: string][] = [
  ['admin', '管理员', 1, 'd1'],
  ['zhangwei', '张伟', 1, 'd1'],
  ['wangfang', '王芳', 2, 'd11'],
  ['lina', '李娜', 2, 'd21'],
  ['liuyang', '刘洋', 1, 'd1,d2'],
  ['chenjing', '陈静', 2, 'd2'],
  ['yangli', '杨丽', 2, 'd22'],
  ['zhaolei', '赵磊', 1, 'd3'],
  ['huangmin', '黄敏', 2, 'd21'],
  ['zhoujie', '周杰', 1, 'd22'],
  ['wuqiang', '吴强', 1, 'd3'],
  ['xuhui', '徐慧', 2, 'd11'],
  ['sunhao', '孙浩', 1, 'd21'],
]

const departName = new Map(flattenDeparts(MOCK_DEPART_TREE).map((d) => [d.id, d.departName]))

/** Thirteen staff (more than one page of 10) spread over the departments; 刘洋 is in two. */
export const MOCK_USERS: MockUser[] = USER_ROWS.map(([username, realname, sex, departs], index) => ({
  id: `u${index + 1}`,
  username,
  realname,
  sex,
  sex_dictText: sex === 1 ? '男' : '女',
  phone: `1381234${String(5600 + index)}`,
  birthday: `19${80 + (index % 15)}-0${(index % 9) + 1}-1${index % 10}`,
  email: `${username}@portico.example.com`,
  status: 1,
  delFlag: 0,
  departIds: departs,
  orgCodeTxt: departs
    .split(',')
    .map((id) => departName.get(id))
    .join(','),
}))

const role = (id: string, roleCode: string, roleName: string): SysRole => ({
  id,
  roleCode,
  roleName,
  description: `${roleName}的权限`,
  createTime: '2024-01-01 09:00:00',
})

/** Seven roles: two pages at the business modal's page size of 5. */
export const MOCK_ROLES: SysRole[] = [
  role('r1', 'admin', '管理员'),
  role('r2', 'ops', '运营专员'),
  role('r3', 'hr', '人事专员'),
  role('r4', 'finance', '财务专员'),
  role('r5', 'customs', '报关专员'),
  role('r6', 'warehouse', '仓储管理员'),
  role('r7', 'guest', '访客'),
]
