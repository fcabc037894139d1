import { delay, HttpResponse, http } from 'msw'
import { MOCK_API_BASE } from './dictHandlers'
import { mockEnvelope } from './envelope'

export interface UserSettingHandlerOptions {
  base?: string
  /** What the server holds at start, by key. */
  initial?: Record<string, unknown>
  /** Every save and delete is refused with this message (a read-only or failing server). */
  refuseWrites?: string
}

/** GET/PUT/DELETE {base}/sys/userSetting/*: one user's settings, in memory; `reset` restores `initial`. */
export function userSettingHandlers({
  base = MOCK_API_BASE,
  initial = {},
  refuseWrites,
}: UserSettingHandlerOptions = {}) {
  const settings = new Map(Object.entries(initial))
  const reset = () => {
    settings.clear()
    for (const [key, value] of Object.entries(initial)) settings.set(key, value)
  }
  const handlers = [
    http.get(`${base}/sys/userSetting/get`, async ({ request }) => {
      await delay(30)
      const key = new URL(request.url).searchParams.get('key') ?? ''
      return HttpResponse.json(mockEnvelope(true, settings.get(key) ?? null, ''))
    }),
    http.put(`${base}/sys/userSetting/save`, async ({ request }) => {
      await delay(30)
      if (refuseWrites) return HttpResponse.json(mockEnvelope(false, null, refuseWrites))
      const { key, value } = (await request.json()) as { key: string; value: unknown }
      settings.set(key, value)
      return HttpResponse.json(mockEnvelope(true, null, '保存成功！'))
    }),
    http.delete(`${base}/sys/userSetting/delete`, async ({ request }) => {
      await delay(30)
      if (refuseWrites) return HttpResponse.json(mockEnvelope(false, null, refuseWrites))
      settings.delete(new URL(request.url).searchParams.get('key') ?? '')
      return HttpResponse.json(mockEnvelope(true, null, '删除成功!'))
    }),
  ]
  return { handlers, settings, reset }
}
