import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { E2E_CAPTCHA } from '../playwright.config'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const POSTGRES = { host: '127.0.0.1', port: '5432', user: 'postgres' }
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

function psql(sql: string) {
  execFileSync(
    'psql',
    ['-h', POSTGRES.host, '-p', POSTGRES.port, '-U', POSTGRES.user, '-d', 'test', '-c', sql],
    {
      stdio: 'ignore',
    },
  )
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`server at ${url} did not start:\n${log()}`)
}

/**
 * Several real server instances sharing one fresh PostgreSQL database and Redis, as a scaled deployment runs.
 * The first instance migrates and seeds before the others start.
 */
export async function startSharedInstances(ports: number[]) {
  const database = `portico_e2e_${Date.now().toString(36)}`
  psql(`CREATE DATABASE ${database}`)
  const children: ChildProcess[] = []
  for (const port of ports) {
    let output = ''
    const child = spawn(
      path.join(root, 'tests/node_modules/.bin/tsx'),
      ['--conditions=portico-source', 'src/main.ts'],
      {
        cwd: path.join(root, 'packages/server'),
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${database}`,
          ADMIN_PASSWORD: '123456',
          REDIS_URL,
          CAPTCHA_FIXED_CODE: E2E_CAPTCHA,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    children.push(child)
    await waitUntilUp(`http://127.0.0.1:${port}/recruit-app/`, child, () => output)
  }
  return {
    urls: ports.map((port) => `http://127.0.0.1:${port}`),
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve()
              child.once('exit', () => resolve())
              child.kill('SIGTERM')
            }),
        ),
      )
      psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    },
  }
}
