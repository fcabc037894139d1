/**
 * `npm run test:security`: one real server (PGlite in a fresh folder), every registered route × no token and each
 * seeded role against the reviewed table of what each role may reach (intended-access.ts), tenant forgery, the report designer's hostile designs and scope (report-designer.ts), what outsiders must not
 * learn or do (outsiders.ts), a hostile-input corpus on every route's parameters, upload attacks, and stored
 * script payloads opened in Chromium. Prints its figures and, as the last line, one JSON object; exits 1 on a
 * failed check. SECURITY_JSON_OUTPUT names a file for the pass/fail counts (`npm test` reads it).
 */
import { writeFileSync } from 'node:fs'
import { Api } from './api'
import { checkStoredScripts } from './browser'
import { Tally } from './harness'
import { checkHostileInput } from './hostile'
import { leaksIn } from './leaks'
import { checkOnlineForms } from './online-form'
import { checkOutsiders } from './outsiders'
import { checkPartnerApi } from './partner'
import { checkPermissions, checkRoleGrants } from './permissions'
import { checkReportDesigner } from './report-designer'
import { type Caller, codesOf, declaredRoutes } from './routes'
import { startServer } from './server'
import { checkTenants } from './tenants'
import { checkUploads } from './uploads'

const PORT = Number(process.env.SECURITY_PORT ?? 3220)
/** The server's default upload limit (UPLOAD_MAX_BYTES). */
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024

/** One seeded user per role: 管理员, 运营专员, 人事专员 and a customer company's 客户. */
const ROLE_USERS = [
  { role: 'admin', username: 'admin' },
  { role: 'ops', username: 'zhangwei' },
  { role: 'hr', username: 'wangfang' },
  { role: 'customer', username: 'yunfan' },
] as const

async function main(): Promise<number> {
  const tally = new Tally()
  const server = await startServer(PORT)
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130))
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  try {
    tally.figures['server start (s)'] = Math.round((performance.now() - tally.started) / 100) / 10
    const api = new Api(server.base, tally)
    const routes = await declaredRoutes(api)
    tally.figures['routes checked'] = routes.length
    const callers: Caller[] = [{ name: 'no token', role: null, token: null, codes: new Set() }]
    for (const { role, username } of ROLE_USERS) {
      const token = await api.login(username)
      callers.push({ name: `${role} (${username})`, role, username, token, codes: await codesOf(api, token) })
    }
    tally.figures['callers per route'] = callers.length
    await checkRoleGrants(tally, routes, callers)
    await checkPermissions(api, tally, routes, callers)
    const [admin, ops, , customer] = callers.slice(1).map((caller) => caller.token!)
    await checkTenants(api, tally, { admin, staff: ops, customer })
    await checkReportDesigner(api, tally, { admin, customer })
    await checkOutsiders(api, tally, { base: server.base, admin, customer })
    await checkOnlineForms(api, tally, { admin, staff: ops })
    await checkPartnerApi(api, tally, { customer, otherCustomer: await api.login('qihang') })
    await checkUploads(api, tally, routes, admin, server.uploadDir, UPLOAD_MAX_BYTES)
    await checkStoredScripts(api, tally, server.base, admin)
    // Last: the corpus's wrong logins count against this address, so no login may follow it.
    const spare = await Promise.all(Array.from({ length: 16 }, () => api.login('admin')))
    await checkHostileInput(api, tally, routes, admin, async () => {
      const token = spare.pop()
      if (!token) throw new Error('no spare token left')
      return token
    })
    await tally.check('server log', async () => leaksIn(server.output(), 'log'))
    tally.figures['server CPU (s)'] = server.cpuSeconds()
    const { user, system } = process.cpuUsage()
    tally.figures['suite CPU (s)'] = Math.round((user + system) / 100_000) / 10
  } finally {
    await server.stop()
  }
  const { lines, json } = tally.summary()
  console.log(lines.join('\n'))
  if (process.env.SECURITY_JSON_OUTPUT)
    writeFileSync(
      process.env.SECURITY_JSON_OUTPUT,
      JSON.stringify({
        numPassedTests: tally.passed,
        numFailedTests: tally.failed,
        problems: tally.problems,
      }),
    )
  console.log(JSON.stringify(json))
  return tally.failed === 0 ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
