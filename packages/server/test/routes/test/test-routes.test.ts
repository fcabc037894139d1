import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { packageRoot } from '../../../src/package-root'
import type { DeclaredRoute } from '../../../src/plugins/route-catalog'
import { call, startTestApp, testServerOptions } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const tsx = path.join(packageRoot, 'node_modules/.bin/tsx')
const children: ChildProcess[] = []
const dirs: string[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGTERM')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** Runs an entry file as `npm start` would, with NODE_ENV=test; resolves with its URL or its exit output. */
function run(entry: string, env: Record<string, string>): Promise<{ url?: string; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portico-entry-'))
  dirs.push(dataDir)
  const child = spawn(tsx, ['--conditions=portico-source', entry], {
    cwd: packageRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  children.push(child)
  let output = ''
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /running at (http:\/\/\S+?)\/recruit-app\//.exec(output)?.[1]
      if (url) resolve({ url: url.replace('localhost', '127.0.0.1'), output })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', () => resolve({ output }))
  })
}

describe('test-only routes', () => {
  it('are absent from a server created without testRoutes, even under NODE_ENV=test', async () => {
    const t = await startTestApp({ config: { ...testServerOptions().config, nodeEnv: 'test' } })
    try {
      expectRefused(await call(t.app, 'GET', '/test/sms/last?mobile=13900000001'), 404)
      expectRefused(await call(t.app, 'GET', '/test/thirdLogin/ticket?username=admin'), 404)
      expectRefused(await call(t.app, 'GET', '/test/routes'), 404)
    } finally {
      await t.close()
    }
  })

  it('are absent from the production entry started with NODE_ENV=test', async () => {
    // Two simulated days keep the first start short: what is checked is the routes, not the demo data.
    const { url, output } = await run('src/main.ts', { DEMO_DAYS: '2' })
    expect(url, output).toBeDefined()
    const ticket = await fetch(`${url}/jeecg-boot/test/thirdLogin/ticket?username=admin`)
    expect([ticket.status, ((await ticket.json()) as { code: number }).code]).toEqual([200, 404])
    const captcha = await fetch(`${url}/jeecg-boot/sys/randomImage/k1`)
    expect(captcha.status).toBe(200)
    // A first start migrates, seeds and simulates: about 30 s here alone, more beside the builds in `npm test`.
  }, 180_000)

  it('list every API route with its declared permission and parameters (the security suite reads it)', async () => {
    const t = await startTestApp({ testRoutes: true })
    try {
      const { status, body } = await call<DeclaredRoute[]>(t.app, 'GET', '/test/routes')
      expect(status).toBe(200)
      const routes = body.result!
      const find = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)
      expect(find('GET', '/jeecg-boot/sys/user/list')).toMatchObject({
        // Its own code, or 发送消息's (its user picker).
        permission: ['system:user:list', 'message:send'],
        websocket: false,
      })
      expect(find('GET', '/jeecg-boot/sys/user/list')?.query).toEqual(
        expect.arrayContaining(['pageNo', 'pageSize', 'realname']),
      )
      expect(find('POST', '/jeecg-boot/sys/login')).toMatchObject({ permission: 'public' })
      expect(find('POST', '/jeecg-boot/sys/login')?.body).toEqual(
        expect.arrayContaining(['username', 'password']),
      )
      // JeecgBoot's calls of 系统管理 screens, each with the code of the button that opens it.
      for (const [method, url, permission] of [
        ['POST', '/sys/gatewayRoute/updateAll', ['system:gatewayRoute:add', 'system:gatewayRoute:edit']],
        ['PUT', '/sys/user/changePassword', 'system:user:changepwd'],
        ['POST', '/sys/user/addCustomer', 'customer:user:add'],
        ['PUT', '/sys/user/editCustomer', 'customer:user:edit'],
        ['GET', '/sys/permission/getUserPermissionByTokenAndDepart', 'authenticated'],
        ['GET', '/sys/permission/queryDepartPermission', 'system:depart:edit'],
        ['POST', '/sys/permission/saveDepartPermission', 'system:depart:edit'],
        ['GET', '/sys/sysDepartRole/list', 'system:depart:edit'],
        ['POST', '/sys/sysDepartRole/deptRoleUserAdd', 'system:depart:edit'],
        ['GET', '/sys/sysDepartPermission/queryTreeListForDeptRole', 'system:depart:edit'],
        ['POST', '/sys/sysDepartPermission/saveDeptRolePermission', 'system:depart:edit'],
      ] as const)
        expect(find(method, `/jeecg-boot${url}`)?.permission, url).toEqual(permission)
      // Resource routes and websockets are there too; fastify's automatic HEAD routes are not.
      expect(find('POST', '/jeecg-boot/question/questionPiece/add')?.permission).toBe('question:piece:add')
      expect(find('GET', '/jeecg-boot/websocket/:userId')).toMatchObject({ websocket: true })
      expect(routes.some((r) => r.method === 'HEAD')).toBe(false)
      // Exactly the routes fastify serves under /jeecg-boot: every one is found by its method and URL.
      for (const route of routes) expect(t.app.hasRoute(route as never), route.url).toBe(true)
    } finally {
      await t.close()
    }
  })

  it('the e2e entry refuses to listen beyond loopback', async () => {
    const { url, output } = await run('src/test-main.ts', { HOST: '0.0.0.0' })
    expect(url).toBeUndefined()
    expect(output).toContain('start:test listens on loopback only')
  }, 60_000)
})
