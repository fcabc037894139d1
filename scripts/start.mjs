// `npm start`: build the app and the server when their sources are newer than their builds, then run the compiled
// server (plain `node`, no TypeScript at run time) with NODE_ENV=production unless set. The server creates, migrates
// and seeds the embedded database on first start and prints the URL and the demo login.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const packages = (...names) => names.map((p) => path.join(root, 'packages', p))
const builds = [
  {
    name: 'the app',
    output: path.join(root, 'packages/app/dist/index.html'),
    sources: packages('contract', 'ui', 'grid', 'query-builder', 'cron', 'upload', 'app'),
    filter: '@portico/app',
  },
  {
    name: 'the server',
    output: path.join(root, 'packages/server/dist/main.js'),
    sources: packages('contract', 'server'),
    filter: '@portico/server',
  },
]

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

for (const build of builds) {
  const builtAt = existsSync(build.output) ? statSync(build.output).mtimeMs : 0
  if (Math.max(...build.sources.map(newestMtime)) <= builtAt) continue
  console.log(`Building ${build.name}…`)
  const run = spawnSync('pnpm', ['--filter', build.filter, 'run', 'build'], { cwd: root, stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: path.join(root, 'packages/server'),
  stdio: 'inherit',
  // Its own process group: a stop signal reaches the server and anything it starts.
  detached: true,
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
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
