/**
 * A private cluster for the load and fault suites: a PostgreSQL of its own (initdb in a temp dir, run as the
 * `postgres` user when started as root), a Redis of its own without persistence, and server instances sharing them,
 * each a child process that can be killed and started again. Nothing here touches the machine's shared servers.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
export const CAPTCHA = 'ld42'
export const ADMIN_PASSWORD = '123456'

const asRoot = process.getuid?.() === 0
/** Runs a PostgreSQL tool, as `postgres` when this process is root (initdb refuses root). */
function pgTool(tool: string, args: string[]): void {
  const command = path.join(PG_BIN, tool)
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
  else execFileSync(command, args, { stdio: 'ignore' })
}

export class PrivatePostgres {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'portico-pg-'))
  constructor(readonly port: number) {}
  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`
  }
  private ctl(...args: string[]) {
    pgTool('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-l',
      path.join(this.dir, 'log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-w',
      ...args,
    ])
  }
  start() {
    if (asRoot) execFileSync('chown', ['postgres:postgres', this.dir])
    pgTool('initdb', ['-D', path.join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'])
    this.ctl('start')
  }
  /** A fast restart: every connection is cut, as a failover or a crash-restart does. */
  restart() {
    this.ctl('-m', 'fast', 'restart')
  }
  stop() {
    try {
      this.ctl('-m', 'immediate', 'stop')
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true })
  }
}

export class PrivateRedis {
  private child: ChildProcess | undefined
  constructor(readonly port: number) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`
  }
  async start() {
    this.child = spawn('redis-server', ['--port', String(this.port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    await waitFor(async () => {
      try {
        execFileSync('redis-cli', ['-p', String(this.port), 'ping'], { stdio: 'ignore' })
        return true
      } catch {
        return false
      }
    }, 10_000)
  }
  async stop() {
    const child = this.child
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }
  /** Stopped and started again: without persistence its sessions and stamps are gone, as after a crash. */
  async restart() {
    await this.stop()
    await this.start()
  }
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('timed out')
}

/** One server instance as a child process (the source through tsx, NODE_ENV=test for the fixed captcha). */
export class Instance {
  private child: ChildProcess | undefined
  output = ''
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}
  get url() {
    return `http://127.0.0.1:${this.port}`
  }
  async start() {
    this.output = ''
    const child = spawn(
      path.join(root, 'tests/node_modules/.bin/tsx'),
      ['--conditions=portico-source', 'src/main.ts'],
      {
        cwd: path.join(root, 'packages/server'),
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(this.port),
          HOST: '127.0.0.1',
          ADMIN_PASSWORD,
          CAPTCHA_FIXED_CODE: CAPTCHA,
          LOG_LEVEL: 'warn',
          SCHEDULER: 'off',
          ...this.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: tsx runs the server in a child, and a kill must reach both.
        detached: true,
      },
    )
    child.stdout?.on('data', (chunk) => {
      this.output = (this.output + chunk).slice(-20_000)
    })
    child.stderr?.on('data', (chunk) => {
      this.output = (this.output + chunk).slice(-20_000)
    })
    this.child = child
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`instance ${this.port} exited:\n${this.output}`)
      try {
        return (await fetch(`${this.url}/jeecg-boot/sys/randomImage/up`)).ok
      } catch {
        return false
      }
    }, 180_000)
  }
  /** SIGKILL: no graceful shutdown, as a crash or an OOM kill. */
  async kill() {
    const child = this.child
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      process.kill(-child.pid!, 'SIGKILL')
    })
  }
  async stop() {
    const child = this.child
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      process.kill(-child.pid!, 'SIGTERM')
    })
  }
}

/** A signed-in API client of one instance that signs in again when its session is gone (e.g. Redis restarted). */
export class Client {
  token = ''
  userId = ''
  constructor(
    public base: string,
    private readonly username = 'admin',
    private readonly password = ADMIN_PASSWORD,
  ) {}
  async login(): Promise<void> {
    const checkKey = `k${Math.random().toString(36).slice(2)}`
    await fetch(`${this.base}/jeecg-boot/sys/randomImage/${checkKey}`)
    const response = await fetch(`${this.base}/jeecg-boot/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: this.username, password: this.password, captcha: CAPTCHA, checkKey }),
    })
    const body = (await response.json()) as {
      success: boolean
      result?: { token: string; userInfo: { id: string } }
      message: string
    }
    if (!body.success || !body.result) throw new Error(`login: ${body.message}`)
    this.token = body.result.token
    this.userId = body.result.userInfo.id
  }
  /** The JeecgBoot envelope; throws on a transport error, a non-2xx or success=false. */
  async call<T = unknown>(method: string, url: string, body?: unknown, timeoutMs = 10_000): Promise<T> {
    if (!this.token) await this.login()
    const response = await fetch(`${this.base}/jeecg-boot${url}`, {
      method,
      headers: { 'X-Access-Token': this.token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (response.status === 401) this.token = ''
    const parsed = (await response.json().catch(() => ({}))) as {
      success?: boolean
      result?: T
      message?: string
    }
    if (!response.ok || !parsed.success) throw new Error(`${response.status} ${parsed.message ?? ''}`)
    return parsed.result as T
  }
}
