import type { AnnouncementsByUser, SysAnnouncement } from '@portico/contract'
import type { HttpClient } from '@portico/ui'

/** The announcement calls of the notice bell and the 'my announcements' page (spec §2 Notice bell). */
export function createNoticeApi(http: HttpClient) {
  return {
    async listByUser(): Promise<AnnouncementsByUser> {
      const reply = await http.get<AnnouncementsByUser>('/sys/annountCement/listByUser')
      if (!reply.success || !reply.result) throw new Error(reply.message)
      return reply.result
    },
    async markRead(anntId: string) {
      const reply = await http.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId })
      if (!reply.success) throw new Error(reply.message)
    },
    async readAll() {
      const reply = await http.put('/sys/sysAnnouncementSend/readAll')
      if (!reply.success) throw new Error(reply.message)
      return reply.message
    },
    async queryById(id: string): Promise<SysAnnouncement> {
      const reply = await http.get<SysAnnouncement>('/sys/annountCement/queryById', { id })
      if (!reply.success || !reply.result) throw new Error(reply.message)
      return reply.result
    },
    myAnnouncementsUrl: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
  }
}

export type NoticeApi = ReturnType<typeof createNoticeApi>
