import { readdirSync } from 'node:fs'
import path from 'node:path'
import { type Api, refusalOf, summarize } from './api'
import type { Tally } from './harness'
import type { DeclaredRoute } from './routes'

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const SCRIPT_HTML = Buffer.from(
  '<!doctype html><html><body><script>window.__pwned = 1</script></body></html>',
)
const SCRIPT_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>window.__pwned=1</script></svg>',
)

interface Attack {
  name: string
  file: string
  type: string
  data: Buffer
  biz?: string
}

const ATTACKS: Attack[] = [
  { name: 'path traversal name', file: '../../security-escape.png', type: 'image/png', data: PNG },
  { name: 'backslash traversal name', file: '..\\..\\security-escape.png', type: 'image/png', data: PNG },
  { name: 'absolute path name', file: '/tmp/security-escape.png', type: 'image/png', data: PNG },
  {
    name: 'path traversal folder',
    file: 'fine.png',
    type: 'image/png',
    data: PNG,
    biz: '../../security-escape',
  },
  { name: 'html page', file: 'evil.html', type: 'text/html', data: SCRIPT_HTML },
  { name: 'svg with script', file: 'evil.svg', type: 'image/svg+xml', data: SCRIPT_SVG },
  { name: 'html disguised as a png', file: 'evil.png', type: 'image/png', data: SCRIPT_HTML },
  { name: 'svg disguised as a jpg', file: 'evil.jpg', type: 'image/jpeg', data: SCRIPT_SVG },
  { name: 'html with a double extension', file: 'evil.png.html', type: 'image/png', data: SCRIPT_HTML },
  { name: 'html as text', file: 'evil.txt', type: 'text/html', data: SCRIPT_HTML },
  { name: 'png declared as html', file: 'fine.png', type: 'text/html', data: PNG },
  {
    name: 'executable as png',
    file: 'setup.png',
    type: 'image/png',
    data: Buffer.from('MZ\u0090\u0000 program'),
  },
  {
    name: 'shell script as text',
    file: 'run.txt',
    type: 'text/plain',
    data: Buffer.from('#!/bin/sh\nrm -rf /\n'),
  },
]

/** Types a browser would run script in (or sniff into one). */
const ACTIVE_TYPES = /html|svg|xml|javascript|ecmascript/i
const INLINE_SAFE = /^(image\/(png|jpeg|gif|webp|bmp)|application\/pdf)\b/

function form(attack: Attack): FormData {
  const body = new FormData()
  if (attack.biz !== undefined) body.append('biz', attack.biz)
  body.append('file', new Blob([new Uint8Array(attack.data)], { type: attack.type }), attack.file)
  return body
}

/** A stored file is inert: no active type, nosniff, and anything but an image or PDF is an attachment. */
async function servedInertly(api: Api, key: string): Promise<string[]> {
  const path = `/sys/common/static/${key.split('/').map(encodeURIComponent).join('/')}`
  const reply = await api.send('GET', path)
  const problems = [...reply.issues]
  if (reply.status !== 200) return [...problems, `stored as ${key} but ${summarize('GET', path, reply)}`]
  const type = reply.headers.get('content-type') ?? ''
  const disposition = reply.headers.get('content-disposition') ?? ''
  if (ACTIVE_TYPES.test(type)) problems.push(`${key} served as ${type}`)
  if (reply.headers.get('x-content-type-options') !== 'nosniff')
    problems.push(`${key} served without nosniff`)
  if (!INLINE_SAFE.test(type) && !disposition.startsWith('attachment'))
    problems.push(`${key} (${type}) served inline: ${disposition}`)
  if (reply.text.includes('__pwned') && !disposition.startsWith('attachment'))
    problems.push(`${key}: the script is served inline`)
  return problems
}

/** Files whose name shows an upload escaped its folder. */
function escapedFiles(dataDir: string): string[] {
  const places = [dataDir, path.dirname(dataDir), '/tmp']
  return places.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.startsWith('security-escape'))
      .map((name) => path.join(dir, name)),
  )
}

/**
 * Each upload route gets each attack: refused (4xx) or stored inertly inside the upload folder. Import routes
 * refuse a script disguised as a spreadsheet. A signed-out upload is a 401.
 */
export async function checkUploads(
  api: Api,
  tally: Tally,
  routes: DeclaredRoute[],
  token: string,
  uploadDir: string,
  maxBytes: number,
): Promise<void> {
  const uploads = routes.filter(
    (r) => r.method === 'POST' && /\/upload$/.test(r.url) && r.permission !== 'interviewee',
  )
  const imports = routes.filter((r) => r.method === 'POST' && /\/import(Excel|Response)?$/.test(r.url))
  const at = (route: DeclaredRoute) => route.url.replace(/^\/jeecg-boot/, '')
  tally.figures['upload routes attacked'] = uploads.length
  tally.figures['import routes attacked'] = imports.length
  for (const route of uploads) {
    for (const attack of ATTACKS)
      await tally.check(`upload ${at(route)}: ${attack.name}`, async () => {
        const reply = await api.send<null>('POST', at(route), { token, body: form(attack) })
        const problems = [...reply.issues]
        if (refusalOf(reply) !== null) return problems
        if (!reply.json?.success)
          return [...problems, `neither refused nor stored: ${summarize('POST', at(route), reply)}`]
        const key = reply.json.message
        if (key.includes('..') || key.startsWith('/') || key.includes('\\')) problems.push(`stored as ${key}`)
        return [...problems, ...(await servedInertly(api, key)), ...escapedFiles(path.dirname(uploadDir))]
      })
    await tally.check(`upload ${at(route)}: oversized file`, async () => {
      const big: Attack = {
        name: 'big',
        file: 'big.png',
        type: 'image/png',
        data: Buffer.alloc(maxBytes + 1),
      }
      PNG.copy(big.data)
      const reply = await api.send('POST', at(route), { token, body: form(big) })
      return refusalOf(reply) !== null ? reply.issues : [...reply.issues, `not refused: ${reply.status}`]
    })
    await tally.check(`upload ${at(route)}: signed out`, async () => {
      const reply = await api.send('POST', at(route), { body: form(ATTACKS[0]) })
      return reply.status === 401 ? reply.issues : [...reply.issues, `not 401: ${reply.status}`]
    })
  }
  await tally.forEach(imports, 2, async (route) => {
    await tally.check(`import ${at(route)}: script disguised as a spreadsheet`, async () => {
      const attack = {
        name: 'html as xlsx',
        file: '../../evil.xlsx',
        type: 'application/vnd.ms-excel',
        data: SCRIPT_HTML,
      }
      const reply = await api.send('POST', at(route), { token, body: form(attack) })
      const refused = refusalOf(reply) !== null
      return refused ? reply.issues : [...reply.issues, `accepted: ${summarize('POST', at(route), reply)}`]
    })
  })
}
