/** Fixed routes of spec §2 outside the back office, declared as data (the portal's views are in views/portal). */
export const portalPages = [
  { path: '/zhaopin/home/company', title: '公司介绍' },
  { path: '/zhaopin/home/notice', title: '招聘公告' },
  { path: '/zhaopin/home/job', title: '职位列表' },
  { path: '/zhaopin/home/person/mail', title: '我的消息' },
  { path: '/zhaopin/home/person/center', title: '个人中心' },
  { path: '/zhaopin/home/anno/list', title: '通知公告' },
  { path: '/zhaopin/home/anno/detail', title: '公告详情' },
  { path: '/privacy', title: '隐私政策' },
  { path: '/resume', title: '我的简历' },
  { path: '/submitResume', title: '提交简历' },
  { path: '/resumeConfirm', title: '简历确认' },
  { path: '/resumeSuccess', title: '投递成功' },
  { path: '/test/home', title: '测试首页' },
] as const

/** Staff pages outside the menu tree (reached from the user dropdown and the notice bell). */
export const staffFixedPages: readonly { path: string; title: string; component?: string }[] = [
  { path: '/account/center', title: '个人中心', component: 'account/center/Index' },
  { path: '/account/settings/base', title: '账户设置', component: 'account/settings/Index' },
  { path: '/account/settings/avatar', title: '个人头像', component: 'account/settings/Index' },
  { path: '/account/settings/security', title: '安全设置', component: 'account/settings/Index' },
  { path: '/account/settings/binding', title: '账户绑定', component: 'account/settings/Index' },
  { path: '/account/settings/custom', title: '个性化', component: 'account/settings/Index' },
  { path: '/account/settings/notification', title: '新消息通知', component: 'account/settings/Index' },
  { path: '/isps/userAnnouncement', title: '我的消息', component: 'system/UserAnnouncementList' },
]
