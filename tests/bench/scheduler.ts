/**
 * Scheduler benchmark: two server instances on one PostgreSQL database, a job due every second for BENCH_SECONDS
 * (60). Reads the job's run log back through the API and prints the fires, duplicates, gaps, how the fires split
 * between the instances; the last line is one JSON object.
 * Env: BENCH_SECONDS (60), BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test).
 */
import {
  createScratchDatabase,
  createServer,
  DEMO_PASSWORD,
  dropScratchDatabase,
  openPostgres,
  type PorticoServer,
} from '@portico/server'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const CAPTCHA = 'bnch'
const JOB_CLASS = 'portico.job.PurgeExpiredSessionsJob'
const API = '/jeecg-boot'

interface Run {
  fireTime: string
  triggerType: string
  result: string
  instance: string
}

async function call<T>(
  app: PorticoServer,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url: `${API}${url}`,
    headers: token ? { 'x-access-token': token } : {},
    ...(payload ? { payload } : {}),
  })
  const body = response.json() as { success: boolean; message: string; result: T }
  if (!body.success) throw new Error(`${method} ${url}: ${body.message}`)
  return body.result
}

async function login(app: PorticoServer): Promise<string> {
  const checkKey = `bench${Date.now()}`
  await app.inject({ method: 'GET', url: `${API}/sys/randomImage/${checkKey}` })
  const result = await call<{ token: string }>(app, 'POST', '/sys/login', undefined, {
    username: 'admin',
    password: DEMO_PASSWORD,
    captcha: CAPTCHA,
    checkKey,
  })
  return result.token
}

/** `yyyy-MM-dd HH:mm:ss` in GMT+8 (the API's format) to epoch ms. */
const epoch = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`)

async function main(): Promise<void> {
  const { name, url } = await createScratchDatabase(POSTGRES_URL, 'portico_bench')
  const servers: PorticoServer[] = []
  const databases = [await openPostgres(url), await openPostgres(url)]
  try {
    const options = {
      logger: false as const,
      captchaFixedCode: CAPTCHA,
      demoPasswords: true,
      scheduler: false as const,
    }
    servers.push(
      await createServer({
        ...options,
        database: await openPostgres(url),
        config: { adminPassword: DEMO_PASSWORD },
      }),
    )
    servers.push(await createServer({ ...options, database: databases[1], prepareDatabase: false }))
    const [app] = servers
    const token = await login(app)
    const jobs = await call<{ records: { id: string; jobClassName: string }[] }>(
      app,
      'GET',
      '/sys/quartzJob/list',
      token,
    )
    for (const job of jobs.records) await call(app, 'GET', `/sys/quartzJob/pause?id=${job.id}`, token)
    const job = jobs.records.find((record) => record.jobClassName === JOB_CLASS)
    if (!job) throw new Error(`no ${JOB_CLASS} job seeded`)
    for (const server of servers) server.scheduler.start()
    const started = Date.now()
    await call(app, 'PUT', '/sys/quartzJob/edit', token, { ...job, cronExpression: '* * * * * ?', status: 0 })
    console.log(`two instances, job every second, ${SECONDS} s…`)
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000))
    await call(app, 'GET', `/sys/quartzJob/pause?id=${job.id}`, token)
    await Promise.all(servers.map((server) => server.scheduler.stop()))

    const log = await call<{ records: Run[] }>(
      app,
      'GET',
      `/sys/quartzJob/logList?jobId=${job.id}&pageSize=1000`,
      token,
    )
    const runs = log.records.filter((run) => run.triggerType === 'cron')
    const fires = runs.map((run) => epoch(run.fireTime)).sort((a, b) => a - b)
    const distinct = new Set(fires).size
    const expected = fires.length ? (fires.at(-1)! - fires[0]) / 1000 + 1 : 0
    const gaps = expected - distinct
    const perInstance: Record<string, number> = {}
    for (const run of runs) perInstance[run.instance] = (perInstance[run.instance] ?? 0) + 1
    const failed = runs.filter((run) => run.result !== 'success').length
    const result = {
      seconds: SECONDS,
      instances: servers.length,
      fires: fires.length,
      distinctFireTimes: distinct,
      duplicates: fires.length - distinct,
      gaps,
      failed,
      firstFireAfterStartMs: fires.length ? fires[0] - started : null,
      perInstance: Object.values(perInstance),
    }
    console.log(
      `fires: ${result.fires} (distinct ${distinct}), duplicates: ${result.duplicates}, gaps: ${gaps}, failed: ${failed}`,
    )
    console.log(`per instance: ${result.perInstance.join(' / ')}`)
    console.log(JSON.stringify(result))
    if (result.duplicates > 0 || gaps > 0) process.exitCode = 1
  } finally {
    for (const server of servers) await server.close()
    for (const database of databases) await database.close()
    await dropScratchDatabase(POSTGRES_URL, name)
  }
}

await main()
