/** The portal's navigation (spec §2 /zhaopin/home children). */
export const PORTAL_NAV = [
  { path: '/zhaopin/home/company', label: '公司介绍' },
  { path: '/zhaopin/home/job', label: '职位列表' },
  { path: '/zhaopin/home/notice', label: '招聘公告' },
  { path: '/zhaopin/home/anno/list', label: '通知公告' },
] as const

export const PORTAL_NAME = '人才招聘'
