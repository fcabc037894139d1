/**
 * Excel benchmark against a real server process (HTTP, multipart, streaming):
 * - import of a 100,000-row, 15-column .xlsx into the user table, on PostgreSQL and on PGlite: wall time and the
 *   server's peak resident memory during the import;
 * - export of the user list at 100,000 and at 1,000,000 rows (PostgreSQL): wall time and peak memory, to show the
 *   export streams with flat memory.
 * Prints a table and, as the last line, one JSON object.
 * The server runs as production does (`start:dist`): the bundle `packages/server/dist/main.js` (built first) on plain
 * Node with MALLOC_ARENA_MAX=2.
 * Env: BENCH_IMPORT_ROWS (100000), BENCH_EXPORT_ROWS (1000000), BENCH_POSTGRES_URL, BENCH_CPU_PROF (a folder: the
 * server writes a V8 CPU profile there when it stops).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createScratchDatabase, dropScratchDatabase, executeTrustedSql, openPostgres } from '@portico/server'
import ExcelJS from 'exceljs'

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000)
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000)
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const CAPTCHA = 'bnch'
const PASSWORD = 'Bench2026!'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The ten columns the user sheet maps, and five more a real spreadsheet carries along (ignored on import). */
const TITLES = [
  '登录账号',
  '真实姓名',
  '性别',
  '生日',
  '电子邮件',
  '手机号码',
  '工号',
  '职务',
  '座机号',
  '状态',
  '所属站点',
  '入职渠道',
  '紧急联系人',
  '备注',
  '来源批次',
]

async function writeWorkbook(file: string, rows: number): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: false,
    useSharedStrings: false,
  })
  const sheet = book.addWorksheet('用户信息')
  sheet.addRow(TITLES).commit()
  for (let i = 1; i <= rows; i++) {
    sheet
      .addRow([
        `imp${i}`,
        `导入员工${i}`,
        i % 2 ? '男' : '女',
        '1990-01-01',
        `imp${i}@bench.example.com`,
        `137${String(i).padStart(8, '0')}`,
        `I${i}`,
        '分拣员',
        '020-12345678',
        '正常',
        `站点${i % 50}`,
        '社招',
        '联系人',
        '批量导入',
        'B2026',
      ])
      .commit()
  }
  await book.commit()
}

interface Server {
  url: string
  pid: number
  stop(): Promise<void>
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = 4600 + Math.floor(Math.random() * 300)
  let output = ''
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)]
    : []
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', ...profile, 'dist/main.js'], {
    cwd: path.join(root, 'packages/server'),
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      // As `start:dist` runs it: two malloc arenas, so the memory scrypt takes in each libuv thread at seed and
      // login (16 MB a hash) is not kept once per thread.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      CAPTCHA_FIXED_CODE: CAPTCHA,
      ADMIN_PASSWORD: PASSWORD,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      UPLOAD_MAX_BYTES: String(200 * 1024 * 1024),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (c) => {
    output += c
  })
  child.stderr?.on('data', (c) => {
    output += c
  })
  const url = `http://127.0.0.1:${port}`
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`)
    try {
      if ((await fetch(`${url}/jeecg-boot/sys/randomImage/probe`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

function buildServer(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: path.join(root, 'packages/server'),
    stdio: 'inherit',
  })
}

/** The 1-minute load average, to read the figures against (the machine may be shared). */
const load = () => Math.round(loadavg()[0] * 100) / 100

/** The process and its descendants (the server may run in a child process of its own). */
function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  )
  return [pid, ...children.flatMap(processTree)]
}

const statusValue = (pid: number, key: string) =>
  Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1])

/** The server process: the largest one in the tree. */
const serverPid = (pid: number) =>
  processTree(pid).reduce((best, p) => (statusValue(p, 'VmRSS') > statusValue(best, 'VmRSS') ? p : best))

/** Peak resident memory of the server since the last reset (Linux VmHWM), in MB. */
function peakMb(pid: number): number {
  return Math.round(statusValue(serverPid(pid), 'VmHWM') / 1024)
}

function resetPeak(pid: number): void {
  writeFileSync(`/proc/${serverPid(pid)}/clear_refs`, '5')
}

async function token(server: Server): Promise<string> {
  const checkKey = `bench${Date.now()}`
  await fetch(`${server.url}/jeecg-boot/sys/randomImage/${checkKey}`)
  const reply = await fetch(`${server.url}/jeecg-boot/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, captcha: CAPTCHA, checkKey }),
  })
  const body = (await reply.json()) as { result: { token: string } }
  return body.result.token
}

const rssMb = (pid: number) => Math.round(statusValue(serverPid(pid), 'VmRSS') / 1024)

async function importOnce(
  server: Server,
  file: string,
): Promise<{ seconds: number; idleMb: number; peakMb: number; message: string }> {
  const auth = await token(server)
  const idleMb = rssMb(server.pid)
  const form = new FormData()
  form.append('files[]', new Blob([readFileSync(file)]), 'users.xlsx')
  resetPeak(server.pid)
  const started = performance.now()
  const reply = await fetch(`${server.url}/jeecg-boot/sys/user/importExcel`, {
    method: 'POST',
    headers: { 'X-Access-Token': auth },
    body: form,
  })
  const body = (await reply.json()) as { code: number; message: string; result?: { successCount?: number } }
  const seconds = (performance.now() - started) / 1000
  if (body.code !== 200) {
    const errors = (body.result as { fileUrl?: string } | undefined)?.fileUrl
    if (errors) {
      const book = new ExcelJS.Workbook()
      await book.xlsx.load((await (await fetch(`${server.url}/jeecg-boot${errors}`)).arrayBuffer()) as never)
      book.worksheets[0].eachRow((row, n) => n < 8 && console.error(JSON.stringify(row.values)))
    }
    throw new Error(`import failed: ${body.code} ${body.message} ${JSON.stringify(body.result)}`)
  }
  return {
    seconds: Math.round(seconds * 100) / 100,
    idleMb,
    peakMb: peakMb(server.pid),
    message: body.message,
  }
}

async function exportOnce(server: Server): Promise<{ seconds: number; peakMb: number; megabytes: number }> {
  const auth = await token(server)
  resetPeak(server.pid)
  const started = performance.now()
  const reply = await fetch(`${server.url}/jeecg-boot/sys/user/exportXls`, {
    headers: { 'X-Access-Token': auth },
  })
  let bytes = 0
  for await (const chunk of reply.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length
  const seconds = (performance.now() - started) / 1000
  return {
    seconds: Math.round(seconds * 100) / 100,
    peakMb: peakMb(server.pid),
    megabytes: Math.round(bytes / 1024 / 1024),
  }
}

async function addUsersUpTo(url: string, total: number): Promise<void> {
  const database = await openPostgres(url)
  try {
    await executeTrustedSql(
      database,
      `INSERT INTO sys_user (id, username, realname, password, salt, sex, email, phone, status, del_flag, work_no,
                             create_by, create_time)
       SELECT md5('exp-' || i), 'exp' || i, '导出员工' || i, 'x', 'x', 1 + i % 2, 'exp' || i || '@bench.example.com',
              '136' || lpad(i::text, 8, '0'), 1, 0, 'E' || i, 'bench', now() - i * interval '1 second'
       FROM generate_series((SELECT count(*) FROM sys_user) + 1, ${total}) AS i
       ON CONFLICT DO NOTHING`,
    )
    await executeTrustedSql(database, 'ANALYZE')
  } finally {
    await database.close()
  }
}

async function main() {
  buildServer()
  const loadAtStart = load()
  console.log(`load average at start: ${loadAtStart} (${cpus().length} cores)`)
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-import-bench-'))
  const file = path.join(dir, 'users.xlsx')
  try {
    await writeWorkbook(file, IMPORT_ROWS)
    console.log(
      `workbook: ${IMPORT_ROWS} rows x ${TITLES.length} columns, ${(statSync(file).size / 1e6).toFixed(1)} MB`,
    )

    const scratch = await createScratchDatabase(POSTGRES_URL, 'portico_bench_import')
    const pg = await startServer({ DATABASE_URL: scratch.url })
    let postgres: Awaited<ReturnType<typeof importOnce>>
    const exports: Record<string, Awaited<ReturnType<typeof exportOnce>>> = {}
    try {
      postgres = await importOnce(pg, file)
      console.log(
        `PostgreSQL import: ${postgres.seconds} s, peak ${postgres.peakMb} MB (idle ${postgres.idleMb} MB) (${postgres.message}) [load ${load()}]`,
      )
      for (const rows of [IMPORT_ROWS, EXPORT_ROWS]) {
        await addUsersUpTo(scratch.url, rows)
        exports[rows] = await exportOnce(pg)
        const e = exports[rows]
        console.log(
          `PostgreSQL export of ${rows} rows: ${e.seconds} s, ${e.megabytes} MB file, peak ${e.peakMb} MB [load ${load()}]`,
        )
      }
    } finally {
      await pg.stop()
      await dropScratchDatabase(POSTGRES_URL, scratch.name)
    }

    const dataDir = path.join(dir, 'pglite')
    const lite = await startServer({ DATA_DIR: dataDir })
    let pglite: Awaited<ReturnType<typeof importOnce>>
    try {
      pglite = await importOnce(lite, file)
      console.log(
        `PGlite import: ${pglite.seconds} s, peak ${pglite.peakMb} MB (idle ${pglite.idleMb} MB) (${pglite.message}) [load ${load()}]`,
      )
    } finally {
      await lite.stop()
    }

    const summary = {
      importRows: IMPORT_ROWS,
      columns: TITLES.length,
      postgres: { importSeconds: postgres.seconds, idleMb: postgres.idleMb, importPeakMb: postgres.peakMb },
      pglite: { importSeconds: pglite.seconds, idleMb: pglite.idleMb, importPeakMb: pglite.peakMb },
      export: Object.fromEntries(
        Object.entries(exports).map(([rows, e]) => [
          rows,
          { seconds: e.seconds, peakMb: e.peakMb, fileMb: e.megabytes },
        ]),
      ),
      loadAverage: { start: loadAtStart, end: load(), cores: cpus().length },
      goals: {
        importUnder10s: postgres.seconds < 10,
        importUnder300Mb: postgres.peakMb < 300,
      },
    }
    console.log(JSON.stringify(summary))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
