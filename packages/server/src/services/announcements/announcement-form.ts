import { badRequest } from '../../http/envelope'
import { parseChinaDateTime } from '../shared/dates'
import { sanitizeHtml } from '../shared/sanitize'

export interface AnnouncementForm {
  id?: string
  titile?: string
  msgContent?: string | null
  startTime?: string | null
  endTime?: string | null
  priority?: string
  msgCategory?: string
  msgType?: string
  userIds?: string | null
  busType?: string | null
  busId?: string | null
  openType?: string | null
  openPage?: string | null
  msgAbstract?: string | null
}

const blankToNull = (value: unknown): string | null =>
  value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim()

function dateOrNull(value: unknown, name: string): Date | null {
  const raw = blankToNull(value)
  if (raw === null) return null
  const date = parseChinaDateTime(raw)
  if (!date) throw badRequest(`${name}格式不正确，应为 yyyy-MM-dd HH:mm:ss`)
  return date
}

function limited(value: unknown, max: number, name: string): string | null {
  const text = blankToNull(value)
  if (text && text.length > max) throw badRequest(`${name}过长（最多${max}个字符）`)
  return text
}

/** Validates and normalises the add/edit body; msgContent is sanitised here. */
export function announcementValues(form: AnnouncementForm) {
  const titile = limited(form.titile, 100, '标题')
  if (!titile) throw badRequest('标题不能为空')
  const priority = form.priority ?? 'L'
  if (!['L', 'M', 'H'].includes(priority)) throw badRequest('优先级只能是 L、M 或 H')
  const msgCategory = String(form.msgCategory ?? '1')
  if (!['1', '2'].includes(msgCategory)) throw badRequest('消息类型只能是 1（通知公告）或 2（系统消息）')
  const msgType = form.msgType ?? 'ALL'
  if (!['ALL', 'USER'].includes(msgType)) throw badRequest('通告对象类型只能是 ALL 或 USER')
  const ids = (form.userIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (ids.some((id) => !/^[A-Za-z0-9_-]{1,32}$/.test(id))) throw badRequest('指定用户格式不正确')
  if (msgType === 'USER' && ids.length === 0) throw badRequest('请选择指定用户')
  const openType = blankToNull(form.openType)
  if (openType && !['url', 'component'].includes(openType))
    throw badRequest('打开方式只能是 url 或 component')
  const startTime = dateOrNull(form.startTime, '开始时间')
  const endTime = dateOrNull(form.endTime, '结束时间')
  if (startTime && endTime && endTime < startTime) throw badRequest('结束时间不能早于开始时间')
  const content = form.msgContent ?? ''
  if (content.length > 200_000) throw badRequest('内容过长')
  return {
    titile,
    msgContent: content ? sanitizeHtml(content) : null,
    startTime,
    endTime,
    priority,
    msgCategory,
    msgType,
    userIds: msgType === 'USER' ? `${[...new Set(ids)].join(',')},` : null,
    busType: limited(form.busType, 20, '业务类型'),
    busId: limited(form.busId, 50, '业务id'),
    openType,
    openPage: limited(form.openPage, 255, '打开页面'),
    msgAbstract: limited(form.msgAbstract, 2000, '摘要'),
  }
}
