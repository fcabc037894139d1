/** Fixed routes of spec §2 whose views are not built yet, declared as data. */
export const portalPages = [
  { path: '/zhaopin/home/company', title: '公司介绍' },
  { path: '/zhaopin/home/notice', title: '招聘公告' },
  { path: '/zhaopin/home/job', title: '职位列表' },
  { path: '/zhaopin/home/person/mail', title: '我的消息' },
  { path: '/zhaopin/home/person/center', title: '个人中心' },
  { path: '/zhaopin/home/anno/list', title: '公告列表' },
  { path: '/zhaopin/home/anno/detail', title: '公告详情' },
  { path: '/privacy', title: '隐私政策' },
  { path: '/resume', title: '我的简历' },
  { path: '/submitResume', title: '提交简历' },
  { path: '/resumeConfirm', title: '简历确认' },
  { path: '/resumeSuccess', title: '投递成功' },
  { path: '/test/home', title: '测试首页' },
] as const

export const userPages = [
  { path: 'register', title: '注册' },
  { path: 'register-result', title: '注册结果' },
  { path: 'alteration', title: '找回密码' },
] as const

/** Staff pages outside the menu tree (reached from the user dropdown and the notice bell). */
export const staffFixedPages = [
  { path: '/account/center', title: '个人中心' },
  { path: '/account/settings/base', title: '账户设置' },
  { path: '/isps/userAnnouncement', title: '我的消息' },
] as const
