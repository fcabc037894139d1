/** Published announcements for a fresh database (both categories, every priority, both open types). */
export const ANNOUNCEMENTS: {
  key: string
  titile: string
  msgContent: string
  msgAbstract: string
  priority: 'L' | 'M' | 'H'
  msgCategory: '1' | '2'
  openType?: 'url' | 'component'
  openPage?: string
  busType?: string
  busId?: string
}[] = [
  {
    key: 'welcome',
    titile: '欢迎使用 Portico 跨境物流管理平台',
    msgContent: '<p>欢迎使用 Portico。左侧菜单按权限显示；如需更多权限请联系管理员。</p>',
    msgAbstract: '平台上线通知',
    priority: 'L',
    msgCategory: '1',
  },
  {
    key: 'holiday',
    titile: '春节期间清关时效调整',
    msgContent: '<p>春节期间（除夕至初六）海关暂停查验，<strong>清关时效顺延 7 个工作日</strong>。</p>',
    msgAbstract: '节假日清关安排',
    priority: 'M',
    msgCategory: '1',
    openType: 'url',
    openPage: '/customs/inspection',
  },
  {
    key: 'maintenance',
    titile: '系统维护通知：本周六 22:00–24:00',
    msgContent: '<p>本周六 22:00 至 24:00 进行数据库升级，期间系统不可用。</p>',
    msgAbstract: '停机维护',
    priority: 'H',
    msgCategory: '2',
  },
  {
    key: 'bill-ready',
    titile: '上月客户账单已生成，请及时对账',
    msgContent: '<p>上月客户账单已生成，请在“账单管理 › 对账管理”中核对。</p>',
    msgAbstract: '账单生成',
    priority: 'M',
    msgCategory: '2',
    openType: 'component',
    openPage: 'bill/ReconciliationList',
    busType: 'bill',
    busId: 'bill-2026-10',
  },
]
