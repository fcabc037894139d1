import {
  RESUME_MAX_ATTACHMENTS,
  RESUME_MAX_ROWS,
  RESUME_TEMPLATE,
  type ResumeContent,
  type ResumeRow,
  type ResumeSection,
  resumeValueProblem,
} from '@portico/contract'
import { badRequest } from '../../http/envelope'
import { isSafeKey } from '../../stores/files'

/** Where an interviewee's uploads live; a résumé may only point at its owner's files. */
export const resumeUploadBiz = (intervieweeId: string) => `recruit/${intervieweeId}`

function cleanRow(section: ResumeSection, raw: unknown, intervieweeId: string): ResumeRow {
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const row: ResumeRow = {}
  for (const field of section.fields) {
    const value = source[field.key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') throw badRequest(`${section.title}：${field.label}应为文本`)
    if (value.length > (field.maxLength ?? 1000)) {
      throw badRequest(`${section.title}：${resumeValueProblem(field, value) ?? `${field.label}过长`}`)
    }
    if ((field.type === 'image' || field.type === 'file') && value !== '') {
      const paths = value.split(',')
      if (field.type === 'image' && paths.length > 1) throw badRequest(`${field.label}只能上传一张`)
      if (paths.length > RESUME_MAX_ATTACHMENTS)
        throw badRequest(`${field.label}最多${RESUME_MAX_ATTACHMENTS}个`)
      const own = (path: string) => isSafeKey(path) && path.startsWith(`${resumeUploadBiz(intervieweeId)}/`)
      if (!paths.every(own)) throw badRequest(`${field.label}不是本人上传的文件`)
    }
    row[field.key] = value
  }
  return row
}

/**
 * A draft as stored: only the template's sections and fields, strings within their lengths, files the owner
 * uploaded. Incomplete is fine (that is what checkSubmit is for).
 */
export function cleanResume(raw: unknown, intervieweeId: string): ResumeContent {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('简历内容格式不正确')
  const source = raw as Record<string, unknown>
  const content: ResumeContent = {}
  for (const section of RESUME_TEMPLATE) {
    const value = source[section.key]
    if (!section.multiple) {
      content[section.key] = cleanRow(section, value, intervieweeId)
      continue
    }
    const rows = Array.isArray(value) ? value : []
    if (rows.length > RESUME_MAX_ROWS) throw badRequest(`${section.title}最多${RESUME_MAX_ROWS}条`)
    content[section.key] = rows.map((row) => cleanRow(section, row, intervieweeId))
  }
  return content
}

export const emptyResume = (): ResumeContent => cleanResume({}, '')

/** The basic section's value, for lists and export. */
export function basicOf(content: ResumeContent): ResumeRow {
  const basic = content.basic
  return basic && !Array.isArray(basic) ? basic : {}
}
