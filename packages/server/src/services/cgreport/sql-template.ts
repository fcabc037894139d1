/**
 * Report SQL with named parameters (`:name`, `${name}`, also `'${name}'` / `'%${name}%'` inside a plain string
 * literal) split into SQL text and parameter slots. The text is the administrator's; every slot is later bound as
 * a query parameter, so no caller's value ever becomes SQL.
 */
export type SqlPart = { sql: string } | { param: string }

export type ParsedReportSql = { ok: true; parts: SqlPart[]; params: string[] } | { ok: false; reason: string }

const IDENT_START = /[A-Za-z_]/
const IDENT = /[A-Za-z0-9_$]/
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/

export const REPORT_SQL_ERRORS = {
  notQuery: '报表SQL只允许查询语句（SELECT / WITH）',
  oneStatement: '报表SQL只能是一条语句',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the report placeholder syntax, not a template
  positional: '报表SQL不能使用 $1 这样的位置参数，请用 :name 或 ${name}',
  unterminated: '报表SQL的字符串、标识符或注释没有结束',
} as const

/** Splits `text` of one plain string literal's content on `${name}` slots. */
function literalParts(content: string): SqlPart[] | undefined {
  const pattern = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g
  if (!pattern.test(content)) return undefined
  pattern.lastIndex = 0
  const pieces: SqlPart[] = []
  let last = 0
  for (const match of content.matchAll(pattern)) {
    const before = content.slice(last, match.index)
    if (before) pieces.push({ sql: `'${before}'` })
    pieces.push({ param: match[1] })
    last = match.index + match[0].length
  }
  const after = content.slice(last)
  if (after) pieces.push({ sql: `'${after}'` })
  if (pieces.length === 1) return pieces
  // '%${x}%' → ('%' || $n || '%'): text concatenation of the literal pieces and the bound values.
  const joined: SqlPart[] = [{ sql: '(' }]
  pieces.forEach((piece, index) => {
    if (index > 0) joined.push({ sql: ' || ' })
    joined.push(piece)
  })
  joined.push({ sql: ')' })
  return joined
}

export function parseReportSql(source: string): ParsedReportSql {
  const parts: SqlPart[] = []
  let text = ''
  const flush = () => {
    if (text) parts.push({ sql: text })
    text = ''
  }
  const param = (name: string) => {
    flush()
    parts.push({ param: name })
  }
  const n = source.length
  let i = 0
  while (i < n) {
    const c = source[i]
    const next = source[i + 1]
    const prev = i > 0 ? source[i - 1] : ''
    if (c === '-' && next === '-') {
      const end = source.indexOf('\n', i)
      const stop = end === -1 ? n : end
      text += source.slice(i, stop)
      i = stop
    } else if (c === '/' && next === '*') {
      let depth = 1
      let j = i + 2
      while (j < n && depth > 0) {
        if (source[j] === '/' && source[j + 1] === '*') {
          depth++
          j += 2
        } else if (source[j] === '*' && source[j + 1] === '/') {
          depth--
          j += 2
        } else j++
      }
      if (depth > 0) return { ok: false, reason: REPORT_SQL_ERRORS.unterminated }
      text += source.slice(i, j)
      i = j
    } else if (c === "'") {
      // E'…' strings know backslash escapes; U&'…' their own: both are copied untouched.
      const special =
        /[eE]/.test(prev) && !IDENT.test(source[i - 2] ?? '') ? 'escape' : prev === '&' ? 'unicode' : ''
      let j = i + 1
      for (;;) {
        if (j >= n) return { ok: false, reason: REPORT_SQL_ERRORS.unterminated }
        if (special === 'escape' && source[j] === '\\') j += 2
        else if (source[j] === "'" && source[j + 1] === "'") j += 2
        else if (source[j] === "'") break
        else j++
      }
      const content = source.slice(i + 1, j)
      const slots = special ? undefined : literalParts(content)
      if (slots) {
        flush()
        parts.push(...slots)
      } else text += source.slice(i, j + 1)
      i = j + 1
    } else if (c === '"') {
      let j = i + 1
      for (;;) {
        if (j >= n) return { ok: false, reason: REPORT_SQL_ERRORS.unterminated }
        if (source[j] === '"' && source[j + 1] === '"') j += 2
        else if (source[j] === '"') break
        else j++
      }
      text += source.slice(i, j + 1)
      i = j + 1
    } else if (c === '$' && !IDENT.test(prev)) {
      const rest = source.slice(i + 1)
      const slot = /^\{([A-Za-z_][A-Za-z0-9_]*)\}/.exec(rest)
      if (slot) {
        param(slot[1])
        i += 1 + slot[0].length
        continue
      }
      if (/^\d/.test(rest)) return { ok: false, reason: REPORT_SQL_ERRORS.positional }
      const tag = /^([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest)
      if (!tag) {
        text += c
        i++
        continue
      }
      const delimiter = `$${tag[0]}`
      const end = source.indexOf(delimiter, i + delimiter.length)
      if (end === -1) return { ok: false, reason: REPORT_SQL_ERRORS.unterminated }
      text += source.slice(i, end + delimiter.length)
      i = end + delimiter.length
    } else if (c === ':' && next === ':') {
      text += '::'
      i += 2
    } else if (c === ':' && IDENT_START.test(next ?? '') && !/[A-Za-z0-9_:]/.test(prev)) {
      const name = NAME.exec(source.slice(i + 1))![0]
      param(name)
      i += 1 + name.length
    } else if (c === ';') {
      if (!/^[\s;]*$/.test(source.slice(i))) return { ok: false, reason: REPORT_SQL_ERRORS.oneStatement }
      break
    } else {
      text += c
      i++
    }
  }
  flush()
  const leading = parts
    .filter((p): p is { sql: string } => 'sql' in p)
    .map((p) => p.sql)
    .join(' ')
    .replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ' ')
    .trimStart()
  if (!/^(\(\s*)*(select|with)\b/i.test(leading) || !('sql' in (parts[0] ?? {})))
    return { ok: false, reason: REPORT_SQL_ERRORS.notQuery }
  const params = [...new Set(parts.flatMap((p) => ('param' in p ? [p.param] : [])))]
  return { ok: true, parts, params }
}
