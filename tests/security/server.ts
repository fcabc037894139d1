import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const CAPTCHA = 'sec7'

export interface RunningServer {
  base: string
  uploadDir: string
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string
  /** CPU seconds the server process has used (user + system), from /proc. */
  cpuSeconds(): number
  stop(): Promise<void>
}

/** CPU seconds of a process and its descendants still running (tsx runs the server in a child node process). */
function cpuOf(pid: number | undefined): number {
  if (pid === undefined) return 0
  const ticks = (id: string) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ')
      return Number(fields[11]) + Number(fields[12])
    } catch {
      return 0
    }
  }
  const children = (id: string): string[] => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
    } catch {
      return []
    }
  }
  let total = 0
  const visit = (id: string) => {
    total += ticks(id)
    for (const child of children(id)) visit(child)
  }
  visit(String(pid))
  return Math.round(total) / 100
}

/**
 * One real server as the end-to-end suite starts it (`start:test`: NODE_ENV=test, loopback, PGlite in a fresh
 * folder, the built app), logging at info so the suite can search its whole log.
 */
export async function startServer(port: number): Promise<RunningServer> {
  if (!existsSync(path.join(root, 'packages/app/dist/index.html')))
    throw new Error('packages/app/dist is missing: build the app first (pnpm --filter @portico/app build)')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portico-security-'))
  let output = ''
  const child: ChildProcess = spawn(
    path.join(root, 'tests/node_modules/.bin/tsx'),
    ['--conditions=portico-source', 'src/test-main.ts'],
    {
      cwd: path.join(root, 'packages/server'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CAPTCHA_FIXED_CODE: CAPTCHA,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const base = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`server at ${base} did not start:\n${output}`)
    }
    try {
      if ((await fetch(`${base}/recruit-app/`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    base,
    uploadDir: path.join(dataDir, 'upload'),
    output: () => output,
    cpuSeconds: () => cpuOf(child.pid),
    stop,
  }
}
