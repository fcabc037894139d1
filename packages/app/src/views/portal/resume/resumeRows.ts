import type { ResumeContent, ResumeRow, ResumeSection } from '@portico/contract'

/** The rows of a section as the form shows them (one record for single sections). */
export function sectionRows(content: ResumeContent, section: ResumeSection): ResumeRow[] {
  const value = content[section.key]
  if (section.multiple) return Array.isArray(value) ? value : []
  return [value && !Array.isArray(value) ? value : {}]
}

/** The content with one field of one row changed. */
export function withValue(
  content: ResumeContent,
  section: ResumeSection,
  index: number,
  key: string,
  value: string,
): ResumeContent {
  const rows = sectionRows(content, section).map((row, i) => (i === index ? { ...row, [key]: value } : row))
  return { ...content, [section.key]: section.multiple ? rows : (rows[0] ?? {}) }
}

export function withRows(content: ResumeContent, section: ResumeSection, rows: ResumeRow[]): ResumeContent {
  return { ...content, [section.key]: rows }
}
