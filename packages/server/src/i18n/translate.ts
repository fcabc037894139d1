import type { ServerLocale } from './locale'
import { SERVER_MESSAGES_EN } from './messages-en'
import { SERVER_MESSAGES_ZH, type ServerMessageKey } from './messages-zh'

const CATALOGUES: Readonly<Record<ServerLocale, Readonly<Record<ServerMessageKey, string>>>> = {
  'zh-CN': SERVER_MESSAGES_ZH,
  en: SERVER_MESSAGES_EN,
}

interface Template {
  key: ServerMessageKey
  pattern: RegExp
  names: string[]
  /** Its fixed characters: the template saying most is tried first. */
  fixed: number
}

const PLACEHOLDER = /\{(\w+)\}/g
const HAS_PLACEHOLDER = /\{\w+\}/
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function compile(key: ServerMessageKey, text: string): Template {
  const names: string[] = []
  let source = ''
  let last = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    source += `${literal(text.slice(last, match.index))}([\\s\\S]*?)`
    names.push(match[1]!)
    last = match.index + match[0].length
  }
  source += literal(text.slice(last))
  return { key, pattern: new RegExp(`^${source}$`), names, fixed: text.replace(PLACEHOLDER, '').length }
}

const entries = Object.entries(SERVER_MESSAGES_ZH) as [ServerMessageKey, string][]
const exact = new Map<string, ServerMessageKey>(
  entries.filter(([, text]) => !HAS_PLACEHOLDER.test(text)).map(([key, text]) => [text, key]),
)
const templates = entries
  .filter(([, text]) => HAS_PLACEHOLDER.test(text))
  .map(([key, text]) => compile(key, text))
  .sort((a, b) => b.fixed - a.fixed)

const fill = (text: string, values: Record<string, string>) =>
  text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole)

/** The catalogue entry a Chinese message is, with its values, or undefined for a message not listed. */
export function matchMessage(
  text: string,
): { key: ServerMessageKey; values: Record<string, string> } | undefined {
  const key = exact.get(text)
  if (key) return { key, values: {} }
  for (const template of templates) {
    const match = template.pattern.exec(text)
    if (match) {
      const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? '']))
      return { key: template.key, values }
    }
  }
  return undefined
}

/**
 * A server message (Chinese, as the routes write it) in the requested language: each line by its catalogue entry,
 * the values it carries translated in turn (a field's name, a row's reason); what the catalogue does not hold stays.
 */
export function translateMessage(text: string, locale: ServerLocale, depth = 0): string {
  if (locale === 'zh-CN' || text === '' || depth > 3) return text
  if (text.includes('\n'))
    return text
      .split('\n')
      .map((line) => translateMessage(line, locale, depth))
      .join('\n')
  const found = matchMessage(text)
  if (!found) return text
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [name, translateMessage(value, locale, depth + 1)]),
  )
  return fill(CATALOGUES[locale][found.key], values)
}
