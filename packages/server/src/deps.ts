import type { Db } from './db/client'
import type { DeclaredRoute } from './plugins/route-catalog'
import type { Notifier } from './services/announcements/notifier'
import type { CasValidator } from './services/auth/cas'
import type { SessionStore } from './services/auth/sessions'
import type { BillPricing } from './services/billing/pricing'
import type { Caches } from './services/cache/caches'
import type { MailSender } from './services/messages/mailer'
import type { SmsService } from './services/messages/sms'
import type { Monitoring } from './services/monitor/monitoring'
import type { OutboundPolicy } from './services/partner/outbound-url'
import type { ResourceService } from './services/resources/service'
import type { Scheduler } from './services/scheduler/scheduler'
import type { SecretBox } from './services/shared/secret-box'
import type { SyncPageRegistry } from './services/shared/sync-pages'
import type { CustomerTenants } from './services/tenants/customer-tenants'
import type { TrackRateLimit } from './services/tracking/track-limit'
import type { FileStore } from './stores/files'
import type { KvStore } from './stores/kv'

export interface LoginRateLimit {
  /** Failures per address and username within the window. */
  maxFailures: number
  windowMs: number
  /** Failures per address across all usernames (default 4 × maxFailures). */
  maxFailuresPerIp?: number
}

/** What route and plugin factories need; built once by createServer. */
export interface Deps {
  db: Db
  kv: KvStore
  /** In-memory caches of users, permissions, data rules, dictionaries and user totals, kept right by stamps. */
  caches: Caches
  sessions: SessionStore
  /** Recruitment-portal interviewees' sessions (about 23 hours), separate from staff sessions. */
  intervieweeSessions: SessionStore
  /** Honoured only when createServer was given it (tests, benchmarks) or NODE_ENV=test. */
  captchaFixedCode?: string
  loginRateLimit: LoginRateLimit | false
  /** The public tracking query's limits per address (false: none). */
  trackRateLimit: TrackRateLimit | false
  notifier: Notifier
  /** Fan-out of the table-sync sockets (`/vxeSocket`), keyed by page id. */
  tableSync: Notifier
  /** Which table-sync page ids exist and the permission each needs; domain plugins register their kinds. */
  syncPages: SyncPageRegistry
  sms: SmsService
  /** The portal's codes; its default sender writes recruit_sms_outbox. */
  recruitSms: SmsService
  /** 消息管理's mail (SMTP_HOST…); undefined: 邮件 messages answer 邮件服务未配置. */
  mailer?: MailSender
  /** undefined: CAS login answers 400 'CAS 未配置'. */
  cas?: CasValidator
  /** Test-only routes (last SMS code, login tickets): only tests and the e2e entry (src/test-main.ts) set it. */
  testRoutes: boolean
  /** Uploaded files and generated import error files. */
  files: FileStore
  /** Largest upload or import file in bytes. */
  uploadMaxBytes: number
  /** Rows per transaction in Excel imports. */
  importBatchSize: number
  /** Statement timeout of online report queries (ms). */
  reportTimeoutMs: number
  /** The 定时任务 scheduler: routes reschedule through the job rows and run 立即执行 through it. */
  scheduler: Scheduler
  /** Seals and opens stored data-source passwords (多数据源). */
  dataSourceSecrets: SecretBox
  /** The declared resources served, by table name (the data log restores through them). */
  resources: Map<string, ResourceService>
  /** Every API route with its declared permission and parameters, filled as routes register (auth plugin). */
  routeCatalog: DeclaredRoute[]
  /** Which tenants are customer companies: their users see only their own customer-owned rows. */
  customerTenants: CustomerTenants
  /** Sale prices and exchange rates bills are generated with. */
  billPricing: BillPricing
  /** Where webhooks may go (https to public hosts; tests also http://127.0.0.1). */
  outbound: OutboundPolicy
  /** Request counters, runtime samples, the instance heartbeat and the stores 系统监控 reports on. */
  monitoring: Monitoring
}
