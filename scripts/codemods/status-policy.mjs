#!/usr/bin/env node
/**
 * Issue 29 item 5: server tests move from HTTP refusal statuses to JeecgBoot's status policy (HTTP 200, the outcome
 * in the envelope's code: 500 refused, 510 no permission; 401 and 429 stay HTTP statuses).
 *
 *   node scripts/codemods/status-policy.mjs [files or directories…]   (default: packages/server/test)
 *
 * Rewrites, in each *.test.ts / helper file:
 *   expect(X.status[, note]).toBe(409)          -> expectRefused(X, 500[, note])
 *   expect(X.statusCode[, note]).toBe(403)      -> expectRefused(X, 510[, note])
 *   expect(status[, note]).toBe(400)            -> expectRefused({ status, body }, 500[, note])  (adds body to the
 *                                                  nearest `const { status } =` above)
 *   toMatchObject({ status: 404, body: {…} })    -> toMatchObject({ status: 200, body: { code: 500, … } })
 *   code: 409 / code).toBe(403)                 -> code: 500 / code).toBe(510)
 *   expect([X.status, X.body.message]).toEqual([409, m]) -> expect([X.status, X.body.code, X.body.message])
 *                                                  .toEqual([200, 500, m])
 * and imports expectRefused from test/helpers/refusals. Files of the APIs that keep HTTP statuses (partner API,
 * public tracking, actuator) are skipped. Idempotent; prints what it could not rewrite (`expect(...).toBe(4xx)`
 * forms it does not know) so they can be converted by hand. An unknown path (code 404) is not told apart from a
 * business 404 (code 500): such tests fail after the rewrite and are fixed by hand.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const testRoot = join(root, 'packages/server/test')
const helper = join(testRoot, 'helpers/refusals.ts')
const SKIP = [
  /\/routes\/open\//,
  /\/routes\/track\//,
  /actuator/,
  /helpers\/refusals\.ts$/,
  /\/http\.test\.ts$/,
  /status-policy\.test\.ts$/,
]
const CODE = { 400: 500, 403: 510, 404: 500, 409: 500, 413: 500, 415: 500, 422: 500 }

function files(path) {
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((name) => files(join(path, name)))
  return /\.ts$/.test(path) ? [path] : []
}

/** Index just past the bracket that closes the one at `open`, skipping strings and template literals. */
function closing(text, open) {
  const pairs = { '(': ')', '{': '}', '[': ']' }
  const stack = []
  for (let i = open; i < text.length; i++) {
    const c = text[i]
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++
      continue
    }
    if (pairs[c]) stack.push(pairs[c])
    else if (c === ')' || c === '}' || c === ']') {
      if (stack.pop() !== c) return -1
      if (stack.length === 0) return i + 1
    }
  }
  return -1
}

/** Top-level comma-separated arguments of `(…)` text without its parentheses. */
function splitArgs(inner) {
  const args = []
  let depth = 0
  let start = 0
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < inner.length && inner[i] !== c; i++) if (inner[i] === '\\') i++
      continue
    }
    if ('({['.includes(c)) depth++
    else if (')}]'.includes(c)) depth--
    else if (c === ',' && depth === 0) {
      args.push(inner.slice(start, i))
      start = i + 1
    }
  }
  args.push(inner.slice(start))
  return args.map((a) => a.trim()).filter((a) => a !== '')
}

/** `{ status, body }` for a bare `status`: finds the nearest destructuring above and makes sure it holds the body. */
function bareStatusResponse(text, at, edits) {
  const before = text.slice(0, at)
  const pattern = /const \{([^}]*\bstatus\b[^}]*)\} = /g
  let last
  for (let m = pattern.exec(before); m; m = pattern.exec(before)) last = m
  if (!last) return null
  const names = last[1]
  const renamed = /\bbody\s*:\s*(\w+)/.exec(names)
  if (renamed) return `{ status, body: ${renamed[1]} }`
  if (!/\bbody\b/.test(names)) {
    edits.push({ at: last.index + 'const {'.length + names.trimEnd().length, remove: 0, text: ', body' })
  }
  return '{ status, body }'
}

function rewrite(text, unknown, file) {
  const edits = []
  const expectAt = /\bexpect\(/g
  for (let m = expectAt.exec(text); m; m = expectAt.exec(text)) {
    const open = m.index + 'expect'.length
    const end = closing(text, open)
    if (end < 0) continue
    const tail = /^\s*\.toBe\(\s*(\d{3}),?\s*\)/.exec(text.slice(end))
    if (!tail) continue
    const status = Number(tail[1])
    const code = CODE[status]
    if (!code) continue
    const [subject, ...note] = splitArgs(text.slice(open + 1, end - 1))
    let response
    const member = /^([\s\S]+)\.(status|statusCode)$/.exec(subject)
    // Stored files (/sys/common/static) keep their HTTP statuses; so do values that are no answer.
    if (member && (/static/i.test(member[1]) || member[1].endsWith('?'))) continue
    if (member && /HttpError|^(rows?|records?|entry)(\[[^\]]*\])?!?$/.test(member[1])) continue // not an answer
    if (member) response = member[1]
    else if (subject === 'status') response = bareStatusResponse(text, m.index, edits)
    if (!response) {
      unknown.push(`${relative(root, file)}:${text.slice(0, m.index).split('\n').length}: ${subject}`)
      continue
    }
    const args = [response, String(code), ...note].join(', ')
    edits.push({ at: m.index, remove: end + tail[0].length - m.index, text: `expectRefused(${args})` })
  }
  // expect([X.status, X.body.message]).toEqual([409, '…'])  ->  [X.status, X.body.code, …] / [200, 500, '…']
  const tupleAt = /\bexpect\(\[/g
  for (let m = tupleAt.exec(text); m; m = tupleAt.exec(text)) {
    const open = m.index + 'expect('.length
    const end = closing(text, open)
    if (end < 0) continue
    const first = /^\[(\s*)([\w.!()]+?)\.(status|statusCode)\s*,/.exec(text.slice(open, end))
    if (!first) continue
    const argsEnd = closing(text, open - 1)
    const expected = /^\s*\.toEqual\(\[(\s*)(\d{3})\s*,/.exec(text.slice(argsEnd))
    if (!expected || !CODE[expected[2]]) continue
    const code = first[3] === 'statusCode' ? `${first[2]}.json().code` : `${first[2]}.body.code`
    const numberAt = argsEnd + expected[0].indexOf(expected[2], expected[0].indexOf('[') + 1)
    edits.push({ at: numberAt, remove: 3, text: `200, ${CODE[expected[2]]}` })
    edits.push({ at: open + first[0].length, remove: 0, text: ` ${code},` })
  }
  const matchAt = /\.toMatchObject\(\{/g
  for (let m = matchAt.exec(text); m; m = matchAt.exec(text)) {
    const open = m.index + '.toMatchObject('.length
    const end = closing(text, open)
    const object = text.slice(open, end)
    const status = /^\{\s*status: (\d{3}),/.exec(object)
    if (!status || !CODE[status[1]]) continue
    const code = CODE[status[1]]
    const body = /\bbody: \{/.exec(object)
    let replaced = object.replace(/^\{(\s*)status: \d{3},/, '{$1status: 200,')
    replaced = body
      ? replaced.replace(/\bbody: \{(\s*)/, `body: {$1code: ${code}, `)
      : replaced.replace(/\}$/, `, body: { code: ${code} } }`)
    edits.push({ at: open, remove: object.length, text: replaced })
  }
  const codeAt = /\bcode(: |\)\.toBe\()(400|403|404|409|413|415|422)\b/g
  for (let m = codeAt.exec(text); m; m = codeAt.exec(text)) {
    // An unknown path keeps code 404 (路径不存在…) under the policy.
    if (m[2] === '404' && text.slice(m.index, m.index + 200).includes('路径不存在')) continue
    // `.code).toBe(409)` or `code: 409`; not `expect(status, code).toBe(409)`, whose note is named code.
    if (m[1] !== ': ' && text[m.index - 1] !== '.') continue
    edits.push({ at: m.index, remove: m[0].length, text: `code${m[1]}${CODE[m[2]]}` })
  }
  edits.sort((a, b) => b.at - a.at)
  let out = text
  let lastAt = Number.POSITIVE_INFINITY
  for (const edit of edits) {
    if (edit.at + edit.remove > lastAt) continue
    out = out.slice(0, edit.at) + edit.text + out.slice(edit.at + edit.remove)
    lastAt = edit.at
  }
  return out
}

function withImport(text, file) {
  if (!/\bexpectRefused\(/.test(text) || /import \{[^}]*\bexpectRefused\b/.test(text)) return text
  let from = relative(dirname(file), helper).replace(/\.ts$/, '')
  if (!from.startsWith('.')) from = `./${from}`
  const line = `import { expectRefused } from '${from}'\n`
  const imports = [...text.matchAll(/^import [\s\S]*? from '[^']+'\n/gm)]
  const after = imports.length ? imports[imports.length - 1].index + imports[imports.length - 1][0].length : 0
  return text.slice(0, after) + line + text.slice(after)
}

const targets = process.argv.slice(2).length ? process.argv.slice(2).map((p) => resolve(p)) : [testRoot]
const unknown = []
let changed = 0
for (const file of targets.flatMap(files)) {
  if (SKIP.some((pattern) => pattern.test(file))) continue
  const text = readFileSync(file, 'utf8')
  const out = withImport(rewrite(text, unknown, file), file)
  if (out !== text) {
    writeFileSync(file, out)
    changed++
  }
}
console.log(`status-policy: ${changed} files rewritten`)
if (unknown.length) console.log(`not rewritten (convert by hand):\n  ${unknown.join('\n  ')}`)
