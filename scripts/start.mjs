// `npm start`: build the app when its sources are newer than its build, then run the server on the embedded
// database. The server creates, migrates and seeds the database on first start and prints the URL and demo login.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const appBuild = path.join(root, 'packages/app/dist/index.html')
const appSources = ['contract', 'ui', 'grid', 'query-builder', 'cron', 'upload', 'app'].map((p) =>
  path.join(root, 'packages', p),
)

function newestMtime(dir) {
  let newest = 0
  if (!existsSync(dir)) return newest
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.vite'].includes(entry.name)) continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

const builtAt = existsSync(appBuild) ? statSync(appBuild).mtimeMs : 0
if (Math.max(...appSources.map(newestMtime)) > builtAt) {
  console.log('Building the app…')
  const build = spawnSync('pnpm', ['--filter', '@portico/app', 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn('pnpm', ['--filter', '@portico/server', 'start'], {
  cwd: root,
  stdio: 'inherit',
  // Its own process group: a stop signal reaches pnpm, tsx and the server alike (pnpm does not pass it on).
  detached: true,
  env: {
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    // Two glibc malloc arenas, as the server's memory was measured (`start:dist`): without the cap every thread
    // that allocates gets its own arena and the resident size grows for nothing.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    try {
      process.kill(-server.pid, signal)
    } catch {
      server.kill(signal)
    }
  })
}
server.on('exit', (code) => process.exit(code ?? 0))
