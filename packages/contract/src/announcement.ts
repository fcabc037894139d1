/** SysAnnouncement as JeecgBoot serialises it (`titile` is spelt so on the wire). */
export interface SysAnnouncement {
  id: string
  titile: string
  msgContent: string | null
  startTime: string | null
  endTime: string | null
  sender: string | null
  /** L 一般, M 重要, H 紧急. */
  priority: 'L' | 'M' | 'H' | string
  /** '1' 通知公告, '2' 系统消息. */
  msgCategory: string
  /** 'ALL' or 'USER'. */
  msgType: string
  /** '0' draft, '1' published, '2' revoked. */
  sendStatus: string
  sendTime: string | null
  cancelTime: string | null
  delFlag: string
  busType: string | null
  busId: string | null
  /** 'url' or 'component'. */
  openType: string | null
  openPage: string | null
  userIds: string | null
  msgAbstract: string | null
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
}

/** GET /sys/annountCement/listByUser */
export interface AnnouncementsByUser {
  anntMsgList: SysAnnouncement[]
  anntMsgTotal: number
  sysMsgList: SysAnnouncement[]
  sysMsgTotal: number
}

/** A row of GET /sys/sysAnnouncementSend/getMyAnnouncementSend (id is the send row's id). */
export interface AnnouncementSendModel {
  id: string
  anntId: string
  userId: string
  titile: string
  msgContent: string | null
  sender: string | null
  priority: string
  readFlag: string
  sendTime: string | null
  msgCategory: string
  busId: string | null
  busType: string | null
  openType: string | null
  openPage: string | null
}

/** Server → client messages of /websocket/{userId}. */
export interface NoticeSocketMessage {
  cmd: 'topic' | 'user' | 'heartcheck' | string
  msgId?: string
  msgTxt?: string
}

export const NOTICE_HEARTBEAT = 'HeartBeat'

/** smsmode of POST /sys/sms. */
export const SmsMode = { LOGIN: '0', REGISTER: '1', FORGOT: '2' } as const
