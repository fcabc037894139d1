import type { AnnouncementsByUser } from '@portico/contract'
import { useHttp, webSocketUrl } from '@portico/ui'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { createNoticeApi } from '../../components/notices/noticeApi'
import { appConfig } from '../../config'
import { connectNoticeSocket } from './noticeSocket'

const EMPTY: AnnouncementsByUser = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }

/** The signed-in user's unread announcements, reloaded whenever the notice socket says cmd topic or user. */
export function useNotices(userId: string | undefined, token: string | null) {
  const http = useHttp()
  const api = useMemo(() => createNoticeApi(http), [http])
  const [notices, setNotices] = useState<AnnouncementsByUser>(EMPTY)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const reload = useCallback(async () => {
    setLoading(true)
    try {
      setNotices(await api.listByUser())
      setError(null)
    } catch {
      // The http layer already told the user why (spec §8); the bell just says it has nothing to show.
      setError('加载消息失败')
    } finally {
      setLoading(false)
    }
  }, [api])

  useEffect(() => {
    if (userId) void reload()
  }, [userId, reload])

  useEffect(() => {
    if (!userId || !token || typeof WebSocket === 'undefined') return
    const connection = connectNoticeSocket({
      url: webSocketUrl(appConfig.apiBaseUrl, ['websocket', userId], window.location),
      token,
      onMessage: (message) => {
        if (message.cmd === 'topic' || message.cmd === 'user') void reload()
      },
    })
    return () => connection.close()
  }, [userId, token, reload])

  const markRead = useCallback(
    async (anntId: string) => {
      await api.markRead(anntId)
      await reload()
    },
    [api, reload],
  )

  return { notices, loading, error, reload, markRead, api }
}
