import http from 'node:http'
import { createServer as createTcpServer } from 'node:net'
import { API, type Api, DEMO_PASSWORD, refusalOf, summarize } from './api'
import type { Tally } from './harness'
import { CAPTCHA } from './server'
import { PNG } from './uploads'

/** Seeded staff phones (zhangwei, lina, wangfang) and numbers nobody holds, one per SMS mode. */
const REGISTERED = ['13812345601', '13912345602', '13712345603']
const UNKNOWN = ['13900007701', '13900007702', '13900007703']

const answerOf = (reply: { status: number; json?: { message: string } }) =>
  `${reply.status} ${reply.json?.message ?? ''}`

/** A login from another source address (the loopback has them all), as a stranger elsewhere would try. */
function loginFrom(base: string, localAddress: string, checkKey: string, password: string): Promise<number> {
  const body = JSON.stringify({ username: 'chenjing', password, captcha: CAPTCHA, checkKey })
  const url = new URL(`${base}${API}/sys/login`)
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * What outsiders and customers' users must not learn or do (issue 32): which phones have accounts, who exists on
 * the platform, a job seeker's files without a token, uploads into a job seeker's folder, a lock-out by a stranger,
 * and a stored data-source password sent to a server of the caller's choosing.
 */
export async function checkOutsiders(
  api: Api,
  tally: Tally,
  { base, admin, customer }: { base: string; admin: string; customer: string },
): Promise<void> {
  await tally.check('enumeration: /sys/sms answers a registered and an unknown phone alike', async () => {
    const problems: string[] = []
    for (const [mode, smsmode] of ['0', '1', '2'].entries()) {
      const send = async (mobile: string) =>
        api.send('POST', '/sys/sms', { body: { mobile, smsmode, ...(await api.answeredCaptcha()) } })
      const known = await send(REGISTERED[mode])
      const unknown = await send(UNKNOWN[mode])
      if (answerOf(known) !== answerOf(unknown))
        problems.push(`smsmode ${smsmode}: ${answerOf(known)} vs ${answerOf(unknown)}`)
    }
    return problems
  })
  await tally.check('SMS: no code is sent to any phone without an answered image captcha', async () => {
    const problems: string[] = []
    for (const path of ['/sys/sms', '/account/sms']) {
      const bare = await api.send('POST', path, { body: { mobile: '13900007704', smsmode: '1' } })
      const wrong = await api.send('POST', path, {
        body: { mobile: '13900007704', smsmode: '1', ...(await api.answeredCaptcha()), captcha: 'nope' },
      })
      for (const reply of [bare, wrong])
        if (refusalOf(reply) !== 'refused')
          problems.push(`${path} sent without a valid captcha: ${answerOf(reply)}`)
    }
    return problems
  })
  await tally.check("enumeration: a customer's user learns nothing from the uniqueness checks", async () => {
    const problems: string[] = []
    for (const path of [
      '/sys/user/checkOnlyUser?username=admin',
      '/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin',
      '/sys/duplicate/check?tableName=sys_user&fieldName=phone&fieldVal=13812345601',
    ]) {
      const [route, query] = path.split('?')
      const reply = await api.send('GET', route, {
        token: customer,
        query: Object.fromEntries(new URLSearchParams(query)),
      })
      if (refusalOf(reply) !== 'forbidden') problems.push(summarize('GET', path, reply))
    }
    return problems
  })
  await tally.check("file access: a job seeker's file needs a token", async () => {
    const reply = await api.send('GET', '/sys/common/static/recruit/someone/photo_1.png')
    return reply.status === 401 ? reply.issues : [...reply.issues, summarize('GET', 'static recruit', reply)]
  })
  await tally.check("cross-folder upload: nobody writes into a job seeker's folder", async () => {
    const problems: string[] = []
    for (const [who, token] of [
      ['admin', admin],
      ['customer', customer],
    ]) {
      const form = new FormData()
      form.append('biz', 'recruit/someone')
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'x.png')
      const reply = await api.send('POST', '/sys/common/upload', { token, body: form })
      if (refusalOf(reply) !== 'forbidden')
        problems.push(`${who}: ${summarize('POST', '/sys/common/upload', reply)}`)
    }
    return problems
  })
  await tally.check(
    'lock-out by a stranger: failures at another address do not lock the account',
    async () => {
      const key = async () => {
        const checkKey = `out${Date.now()}${Math.random().toString(36).slice(2, 8)}`
        await api.send('GET', `/sys/randomImage/${checkKey}`)
        return checkKey
      }
      for (let i = 0; i < 6; i++) await loginFrom(base, '127.0.0.2', await key(), `wrong-${i}`)
      const stranger = await loginFrom(base, '127.0.0.2', await key(), DEMO_PASSWORD)
      const owner = await loginFrom(base, '127.0.0.3', await key(), DEMO_PASSWORD)
      const problems: string[] = []
      if (stranger !== 429) problems.push(`the stranger's address is not limited: ${stranger}`)
      if (owner !== 200) problems.push(`the owner at another address is locked out: ${owner}`)
      return problems
    },
  )
  await tally.check('outbound connections: a stored data-source password goes nowhere else', async () => {
    let received = ''
    const listener = createTcpServer((socket) => {
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1')
        // AuthenticationCleartextPassword: the client would send the password next.
        socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]))
      })
      socket.on('error', () => {})
    })
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    const { port } = listener.address() as { port: number }
    try {
      const added = await api.send<string>('POST', '/sys/dataSource/add', {
        token: admin,
        body: {
          code: 'sec_lure',
          name: '安全测试数据源',
          dbType: '6',
          dbDriver: 'org.postgresql.Driver',
          dbUrl: 'jdbc:postgresql://127.0.0.1:1/none',
          dbUsername: 'u',
          dbPassword: 'Sec-Stored-Pa55',
        },
      })
      if (!added.json?.success) return [summarize('POST', '/sys/dataSource/add', added)]
      const moved = await api.send('POST', '/sys/dataSource/testConnection', {
        token: admin,
        body: {
          id: added.json.result,
          dbType: '6',
          dbUrl: `jdbc:postgresql://127.0.0.1:${port}/none`,
          dbUsername: 'u',
          dbPassword: '******',
        },
      })
      const problems = [...moved.issues]
      if (refusalOf(moved) !== 'refused')
        problems.push(summarize('POST', '/sys/dataSource/testConnection', moved))
      if (received.includes('Sec-Stored-Pa55')) problems.push('the stored password reached the new address')
      return problems
    } finally {
      listener.close()
    }
  })
}
