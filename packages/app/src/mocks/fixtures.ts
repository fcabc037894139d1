import type {
  AnnouncementsByUser,
  LoginResult,
  MenuNode,
  SysAnnouncement,
  SysDepart,
  UserPermissions,
} from '@portico/contract'

const meta = (title: string, icon?: string) => ({
  title,
  icon,
  keepAlive: true,
  internalOrExternal: false,
  componentName: title,
})

export const demoMenu: MenuNode[] = [
  {
    id: 'm1',
    path: '/dashboard/analysis',
    name: 'dashboard-analysis',
    component: 'dashboard/Analysis',
    route: '1',
    meta: meta('首页', 'home'),
  },
  {
    id: 'm2',
    path: '/package',
    name: 'package',
    component: 'layouts/RouteView',
    route: '1',
    meta: meta('包裹管理', 'inbox'),
    children: [
      {
        id: 'm21',
        path: '/package/info',
        name: 'package-info',
        component: 'package/PackageInfoList',
        route: '1',
        meta: meta('包裹信息'),
      },
    ],
  },
  {
    id: 'm3',
    path: '/isystem',
    name: 'isystem',
    component: 'layouts/RouteView',
    route: '1',
    meta: meta('系统管理', 'setting'),
    children: [
      {
        id: 'm31',
        path: '/isystem/user',
        name: 'isystem-user',
        component: 'system/UserList',
        route: '1',
        meta: meta('用户管理'),
      },
      {
        id: 'm32',
        path: '/isystem/role',
        name: 'isystem-role',
        component: 'system/RoleList',
        route: '1',
        meta: meta('角色管理'),
      },
    ],
  },
]

export const demoPermissions: UserPermissions = {
  menu: demoMenu,
  auth: ['system:user:add', 'system:user:edit', 'system:user:delete', 'system:user:frozen'].map((action) => ({
    action,
    type: '1',
    describe: action,
  })),
  allAuth: [],
}

export const demoLogin: LoginResult = {
  token: 'story-token',
  userInfo: { id: 'u1', username: 'admin', realname: '管理员', status: 1, delFlag: 0 },
  departs: [],
  multi_depart: 1,
  sysAllDictItems: {},
}

/** A tiny captcha image as a data URL, like /sys/randomImage answers. */
export const captchaImage = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="105" height="35"><rect width="105" height="35" fill="#eee"/><path d="M10 20 L95 15" stroke="#333"/></svg>',
)}`

const announcement = (
  id: string,
  titile: string,
  priority: 'L' | 'M' | 'H',
  msgCategory: '1' | '2',
  extra: Partial<SysAnnouncement> = {},
): SysAnnouncement => ({
  id,
  titile,
  msgContent: `<p>${titile}：请各站点按时处理。</p>`,
  startTime: null,
  endTime: null,
  sender: '管理员',
  priority,
  msgCategory,
  msgType: 'ALL',
  sendStatus: '1',
  sendTime: '2026-11-20 09:30:00',
  cancelTime: null,
  delFlag: '0',
  busType: null,
  busId: null,
  openType: null,
  openPage: null,
  userIds: null,
  msgAbstract: null,
  createBy: 'admin',
  createTime: '2026-11-20 09:00:00',
  updateBy: null,
  updateTime: null,
  ...extra,
})

export const demoAnnouncements = (): AnnouncementsByUser => {
  const anntMsgList = [
    announcement('a1', '海关查验新规上线', 'H', '1', { openType: 'url', openPage: '/isystem/user' }),
    announcement('a2', '双十一揽收高峰排班', 'M', '1'),
    announcement('a3', '月度对账提醒', 'L', '1'),
  ]
  const sysMsgList = [announcement('s1', '系统将于今晚升级', 'L', '2')]
  return { anntMsgList, anntMsgTotal: anntMsgList.length, sysMsgList, sysMsgTotal: sysMsgList.length }
}

export const demoDeparts = {
  list: [
    { id: 'd1', orgCode: 'A01', departName: '华南转运中心' },
    { id: 'd2', orgCode: 'A02', departName: '海关事务部' },
  ] as SysDepart[],
  orgCode: 'A01',
}
