import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import websocket from '@fastify/websocket'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { type Config, loadConfig } from './config'
import { type Database, openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import { DEMO_PASSWORD, seedDatabase } from './db/seed'
import type { Deps, LoginRateLimit } from './deps'
import { clientErrorHandler } from './http/client-errors'
import { installErrorHandler, installNotFoundHandler } from './http/errors'
import { installInputGuard } from './http/input-guard'
import { installJsonBodyParser } from './http/json-body'
import { serializeError } from './http/log-errors'
import { installMessageLocale } from './http/message-locale'
import { installWireDates } from './http/wire-dates'
import { openapiPlugin } from './plugins/openapi'
import { securityHeadersPlugin } from './plugins/security-headers'
import { staticAppPlugin } from './plugins/static-app'
import { apiRoutes } from './routes'
import { assertRoutesDeclared } from './routes/action-registry-check'
import { assertRegistryServed } from './routes/resource-registry-check'
import { createNotifier, type Notifier, RedisNotifier } from './services/announcements/notifier'
import { type CasValidator, HttpCasValidator } from './services/auth/cas'
import { issueLoginTicket } from './services/auth/login-tickets'
import { SessionStore } from './services/auth/sessions'
import { type BillPricing, salePlanPricing } from './services/billing/pricing'
import { Caches } from './services/cache/caches'
import { type MailSender, SmtpMailer } from './services/messages/mailer'
import { LogSmsProvider, type SmsProvider, SmsService } from './services/messages/sms'
import { InstanceHeartbeat } from './services/monitor/instances'
import { RequestMonitor } from './services/monitor/request-monitor'
import { RuntimeSampler } from './services/monitor/runtime'
import type { OutboundPolicy } from './services/partner/outbound-url'
import { type DispatcherOptions, WebhookDispatcher } from './services/partner/webhook-dispatcher'
import { INTERVIEWEE_SESSION_MS } from './services/recruit/interviewees'
import { OutboxSmsProvider } from './services/recruit/sms-outbox'
import { Scheduler, type SchedulerOptions } from './services/scheduler/scheduler'
import { dataSourceSecretBox } from './services/shared/secret-box'
import { SyncPageRegistry } from './services/shared/sync-pages'
import { CustomerTenants } from './services/tenants/customer-tenants'
import { DEFAULT_TRACK_RATE_LIMIT, type TrackRateLimit } from './services/tracking/track-limit'
import { type FileStore, LocalFileStore } from './stores/files'
import { type KvStore, PgKvStore, RedisKvStore } from './stores/kv'
import { S3FileStore } from './stores/s3FileStore'

export interface ServerOptions {
  /** Defaults to loadConfig(process.env). */
  config?: Partial<Config>
  /** An open database; otherwise one is opened from the config and closed with the server. */
  database?: Database
  /** A Redis client or URL for the key-value store; otherwise config.redisUrl, else the database. */
  redis?: Redis | string
  /** Key prefix in Redis (default `portico:`), so tests or several deployments can share one Redis. */
  redisKeyPrefix?: string
  captchaFixedCode?: string
  loginRateLimit?: LoginRateLimit | false
  trackRateLimit?: TrackRateLimit | false
  tokenTtlSeconds?: number
  /** Absolute session lifetime, however active the session (default config.sessionMaxAgeSeconds). */
  sessionMaxAgeSeconds?: number
  /** false silences logs; an object (e.g. `{ level, stream }`) is merged with the redaction settings. */
  logger?: false | { level?: string; stream?: { write(line: string): void } }
  /** Seed staff with the demo password even on PostgreSQL (tests, benchmarks). */
  demoPasswords?: boolean
  /** The first start simulates this many days of business as its demo data (`main.ts`: 90). */
  simulateDays?: number
  /** Run migrations and the first-start seed (default true). */
  prepareDatabase?: boolean
  /** SMS gateway; default LogSmsProvider (log + in-memory outbox). */
  smsProvider?: SmsProvider
  /** The recruitment portal's SMS sender; default OutboxSmsProvider (recruit_sms_outbox, read in the back office). */
  recruitSmsProvider?: SmsProvider
  /** 消息管理's mail sender; default an SmtpMailer when config.smtp is set, else none (邮件服务未配置). */
  mailer?: MailSender
  /** CAS ticket validator; default HttpCasValidator when config.casServerUrl is set. */
  casValidator?: CasValidator
  /** Mount the /test/* helper routes (default false; only tests and the e2e entry `src/test-main.ts` set it). */
  testRoutes?: boolean
  /** Sale prices and exchange rates of bills; default the sale plans of 渠道管理. */
  billPricing?: BillPricing
  /** Where uploads live; default a LocalFileStore on config.uploadDir (`<DATA_DIR>/upload`). */
  fileStore?: FileStore
  /** The job scheduler's settings, or false to not fire jobs here (default: on unless SCHEDULER=off). */
  scheduler?: false | SchedulerOptions
  /** Where webhooks may go; default https to public hosts, plus http://127.0.0.1 when NODE_ENV=test. */
  outboundPolicy?: OutboundPolicy
  /** Deliver the webhook outbox from this instance (default true; tests drive a dispatcher themselves). */
  webhookDispatcher?: boolean
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { maxFailures: 5, windowMs: 5 * 60_000 }
export const BODY_LIMIT_BYTES = 1024 * 1024
const HEADERS_TIMEOUT_MS = 10_000
const TIMEOUT_CHECK_INTERVAL_MS = 1_000

export const REDACTED_PATHS = [
  'req.headers["x-access-token"]',
  'req.query.token',
  '*.password',
  '*.oldpassword',
  '*.confirmpassword',
  '*.captcha',
  'body.password',
  'body.oldpassword',
  'body.confirmpassword',
  'body.captcha',
]

/** Request log line without `token` or `ticket` query parameters (the header is never logged). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:token|ticket)=)[^&]*/g, '$1[redacted]'),
    remoteAddress: request.ip,
  }
}

export interface PorticoServer extends FastifyInstance {
  portico: { database: Database; seeded: boolean; embeddedDefault: boolean }
  /** The default SMS provider's outbox: `last(mobile)` is the last code sent by this instance (tests). */
  smsOutbox: { last(mobile: string): string | undefined }
  /** Issues the one-time ticket /sys/thirdLogin/getLoginUser/{ticket}/{type} accepts (tests, dev tools). */
  issueLoginTicket(userId: string): Promise<string>
  notifier: Notifier
  /**
   * The in-memory caches of users, permissions, data rules, dictionaries and user totals. Whoever writes those
   * tables around the routes (scripts, tests) calls `caches.stamps.bump('auth' | 'dict')` afterwards.
   */
  caches: Caches
  /** Fires the 定时任务 jobs; started with the server unless disabled. */
  scheduler: Scheduler
  /** Another dispatcher of this server's webhook outbox (tests: several instances, their own clock). */
  webhookDispatcher(
    options: Omit<DispatcherOptions, 'policy'> & { policy?: OutboundPolicy },
  ): WebhookDispatcher
}

export async function createServer(options: ServerOptions = {}): Promise<PorticoServer> {
  const config = { ...loadConfig(), ...options.config }
  const ownsDatabase = !options.database
  const database = options.database ?? (await openDatabase(config))
  let seeded = false
  const files =
    options.fileStore ?? (config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.uploadDir))
  if (options.prepareDatabase !== false) {
    await migrateDatabase(database)
    const embedded = database.kind === 'pglite'
    const result = await seedDatabase(database, {
      adminPassword: config.adminPassword ?? (embedded ? DEMO_PASSWORD : undefined),
      demoPasswords: options.demoPasswords ?? embedded,
      simulateDays: options.simulateDays,
      files,
    })
    seeded = result.seeded
  }

  const redisOption = options.redis ?? config.redisUrl
  // ioredis is loaded only when Redis is configured.
  const redis =
    typeof redisOption === 'string'
      ? new (await import('ioredis')).Redis(redisOption, { lazyConnect: false })
      : redisOption
  const ownsRedis = typeof redisOption === 'string'
  const kv: KvStore = redis ? new RedisKvStore(redis, options.redisKeyPrefix) : new PgKvStore(database.db)
  const caches = new Caches(kv)
  const tokenTtlSeconds = options.tokenTtlSeconds ?? config.tokenTtlSeconds
  const keyPrefix = options.redisKeyPrefix ?? 'portico:'
  const notifier = createNotifier(redis, `${keyPrefix}socket`)
  const tableSync = createNotifier(redis, `${keyPrefix}vxeSocket`)
  let log: FastifyInstance['log'] | undefined
  const heartbeat = new InstanceHeartbeat(database.db, (error) =>
    log?.error({ err: error }, 'heartbeat failed'),
  )
  const runtime = new RuntimeSampler()
  const smsProvider = options.smsProvider ?? new LogSmsProvider(() => log)
  const mailer = options.mailer ?? (config.smtp ? new SmtpMailer(config.smtp) : undefined)
  const casServerUrl = config.casServerUrl
  const schedulerOptions = options.scheduler ?? (config.schedulerEnabled ? {} : false)
  const outbound = options.outboundPolicy ?? { allowLoopbackHttp: config.nodeEnv === 'test' }
  const scheduler = new Scheduler(
    database.db,
    kv,
    { warn: (object, message) => log?.warn(object, message) },
    { outbound, ...(schedulerOptions || {}) },
  )
  const deps: Deps = {
    db: database.db,
    kv,
    caches,
    sessions: new SessionStore(
      kv,
      tokenTtlSeconds * 1000,
      (options.sessionMaxAgeSeconds ?? config.sessionMaxAgeSeconds) * 1000,
      'session',
      caches.stamps,
    ),
    // The interviewee login lasts about 23 hours (spec §4): its absolute lifetime is its idle one.
    intervieweeSessions: new SessionStore(
      kv,
      INTERVIEWEE_SESSION_MS,
      INTERVIEWEE_SESSION_MS,
      'interviewee-session',
    ),
    captchaFixedCode:
      options.captchaFixedCode ?? (config.nodeEnv === 'test' ? config.captchaFixedCode : undefined),
    loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    trackRateLimit: options.trackRateLimit ?? DEFAULT_TRACK_RATE_LIMIT,
    notifier,
    tableSync,
    syncPages: new SyncPageRegistry(),
    sms: new SmsService(kv, smsProvider),
    recruitSms: new SmsService(kv, options.recruitSmsProvider ?? new OutboxSmsProvider(database.db)),
    mailer,
    cas: options.casValidator ?? (casServerUrl ? new HttpCasValidator(casServerUrl) : undefined),
    testRoutes: options.testRoutes ?? false,
    files,
    uploadMaxBytes: config.uploadMaxBytes,
    importBatchSize: config.importBatchSize,
    reportTimeoutMs: config.reportTimeoutMs,
    scheduler,
    dataSourceSecrets: dataSourceSecretBox(config),
    resources: new Map(),
    routeCatalog: [],
    customerTenants: new CustomerTenants(database.db),
    billPricing: options.billPricing ?? salePlanPricing,
    outbound,
    monitoring: {
      requests: new RequestMonitor(),
      runtime,
      heartbeat,
      databaseKind: database.kind,
      redis,
      redisKeyPrefix: keyPrefix,
      diskPaths: [config.uploadDir, process.cwd()],
    },
  }

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof options.logger === 'object' ? options.logger : {}),
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            serializers: { req: serializeRequest, err: serializeError },
          },
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that sends its headers or body slowly is cut off (408) instead of holding the connection.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, config.requestTimeoutMs),
    },
    ajv: { customOptions: { allowUnionTypes: true } },
    trustProxy: false,
    clientErrorHandler,
  }) as unknown as PorticoServer
  app.decorate('portico', {
    database,
    seeded,
    embeddedDefault: database.kind === 'pglite' && !config.adminPassword,
  })
  log = app.log
  app.decorate('smsOutbox', {
    last: (mobile: string) => (smsProvider instanceof LogSmsProvider ? smsProvider.last(mobile) : undefined),
  })
  app.decorate('issueLoginTicket', (userId: string) => issueLoginTicket(kv, userId))
  app.decorate('notifier', notifier)
  app.decorate('caches', caches)
  app.decorate('scheduler', scheduler)
  installErrorHandler(app)
  installNotFoundHandler(app)
  installJsonBodyParser(app)
  installInputGuard(app)
  installWireDates(app)
  installMessageLocale(app)
  await app.register(securityHeadersPlugin)
  await app.register(openapiPlugin, { deps })
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } })
  await app.register(apiRoutes, { prefix: '/jeecg-boot', deps })
  app.addHook('onReady', async () => {
    assertRegistryServed(app, '/jeecg-boot')
    assertRoutesDeclared(deps.routeCatalog, '/jeecg-boot')
  })
  await app.register(staticAppPlugin, { appDist: config.appDist })

  app.server.on('connection', (socket) => {
    deps.monitoring.requests.openConnections += 1
    socket.once('close', () => {
      deps.monitoring.requests.openConnections -= 1
    })
  })
  const webhooks = new WebhookDispatcher(database.db, deps.dataSourceSecrets, {
    instance: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    policy: deps.outbound,
  })
  app.decorate(
    'webhookDispatcher',
    (dispatcher: Omit<DispatcherOptions, 'policy'> & { policy?: OutboundPolicy }) =>
      new WebhookDispatcher(database.db, deps.dataSourceSecrets, { policy: deps.outbound, ...dispatcher }),
  )
  app.addHook('onClose', async () => {
    await webhooks.stop()
    await scheduler.stop()
    runtime.stop()
    await heartbeat.stop().catch(() => {})
    await notifier.close()
    await tableSync.close()
    if (!options.mailer) mailer?.close()
    if (ownsRedis) await redis?.quit()
    if (ownsDatabase) await database.close()
  })
  await app.ready()
  runtime.start()
  await heartbeat.start()
  for (const hub of [notifier, tableSync]) if (hub instanceof RedisNotifier) await hub.whenReady()
  if (schedulerOptions) scheduler.start()
  if (options.webhookDispatcher !== false)
    webhooks.start(5_000, (error) => log?.error({ err: error }, 'webhook delivery failed'))
  return app
}
