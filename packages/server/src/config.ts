import path from 'node:path'
import { ConfigError } from './config-error'
import { packageRoot } from './package-root'
import { type SmtpSettings, smtpSettings } from './services/messages/smtp-settings'
import type { S3StoreOptions } from './stores/s3FileStore'

export { ConfigError }

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  redisUrl?: string
  adminPassword?: string
  nodeEnv: string
  captchaFixedCode?: string
  appDist: string
  logLevel: string
  tokenTtlSeconds: number
  /** Absolute session lifetime in seconds (default 12 hours): then the user signs in again. */
  sessionMaxAgeSeconds: number
  /** CAS server base URL for /sys/cas/client/validateLogin (e.g. https://cas.example.com/cas). */
  casServerUrl?: string
  /** Root folder of the local file store (uploads, import error files). */
  uploadDir: string
  /** When S3_BUCKET is set, files live in that S3-compatible bucket instead of uploadDir. */
  s3?: S3StoreOptions
  /** Largest accepted upload or import file, in bytes. */
  uploadMaxBytes: number
  /** Rows written per transaction by Excel imports. */
  importBatchSize: number
  /** Statement timeout of online report queries, in milliseconds (PostgreSQL; PGlite cannot interrupt). */
  reportTimeoutMs: number
  /** Runs the job scheduler (定时任务) in this instance; SCHEDULER=off leaves firing to the other instances. */
  schedulerEnabled: boolean
  /** Longest a client may take to send a whole request (headers and body), in milliseconds. */
  requestTimeoutMs: number
  /** Key of the stored data-source passwords (多数据源); see dataSourceSecretBox for the fallback. */
  dataSourceSecret?: string
  /** The mail server of 消息管理's 邮件 messages (SMTP_HOST…); none: mail answers 邮件服务未配置. */
  smtp?: SmtpSettings
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value
}

export function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (nonEmpty(raw) === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`)
  return value
}

/** Reads the environment; throws ConfigError on settings that must never reach production. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development'
  const captchaFixedCode = nonEmpty(env.CAPTCHA_FIXED_CODE)
  if (captchaFixedCode !== undefined && nodeEnv !== 'test') {
    throw new ConfigError(
      'CAPTCHA_FIXED_CODE is only allowed with NODE_ENV=test (it disables the login captcha)',
    )
  }
  const dataDir = path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? './data')
  const uploadMaxBytes = positiveInt('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 10 * 1024 * 1024)
  const importBatchSize = positiveInt('IMPORT_BATCH_SIZE', env.IMPORT_BATCH_SIZE, 2000)
  if (uploadMaxBytes === 0) throw new ConfigError('UPLOAD_MAX_BYTES must be at least 1')
  if (importBatchSize === 0) throw new ConfigError('IMPORT_BATCH_SIZE must be at least 1')
  const reportTimeoutMs = positiveInt('REPORT_TIMEOUT_MS', env.REPORT_TIMEOUT_MS, 10_000)
  if (reportTimeoutMs === 0) throw new ConfigError('REPORT_TIMEOUT_MS must be at least 1')
  const requestTimeoutMs = positiveInt('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 60_000)
  if (requestTimeoutMs === 0) throw new ConfigError('REQUEST_TIMEOUT_MS must be at least 1')
  return {
    port: positiveInt('PORT', env.PORT, 3000),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    nodeEnv,
    captchaFixedCode,
    appDist: path.resolve(cwd, nonEmpty(env.APP_DIST) ?? path.join(packageRoot, '..', 'app', 'dist')),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    tokenTtlSeconds: positiveInt('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 3600),
    sessionMaxAgeSeconds: positiveInt('SESSION_MAX_AGE_SECONDS', env.SESSION_MAX_AGE_SECONDS, 12 * 3600),
    casServerUrl: nonEmpty(env.CAS_SERVER_URL),
    uploadDir: path.resolve(cwd, nonEmpty(env.UPLOAD_DIR) ?? path.join(dataDir, 'upload')),
    uploadMaxBytes,
    importBatchSize,
    s3: s3Options(env),
    reportTimeoutMs,
    schedulerEnabled: !['off', 'false', '0'].includes((nonEmpty(env.SCHEDULER) ?? 'on').toLowerCase()),
    requestTimeoutMs,
    dataSourceSecret: nonEmpty(env.DATA_SOURCE_SECRET),
    smtp: smtpSettings(env),
  }
}

/** S3_BUCKET switches the file store to a bucket; S3_ENDPOINT points at an S3-compatible server (MinIO, OSS…). */
function s3Options(env: NodeJS.ProcessEnv): S3StoreOptions | undefined {
  const bucket = nonEmpty(env.S3_BUCKET)
  if (!bucket) return undefined
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID)
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY)
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
  const prefix = nonEmpty(env.S3_PREFIX)
  return {
    bucket,
    endpoint: nonEmpty(env.S3_ENDPOINT),
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === undefined ? undefined : env.S3_FORCE_PATH_STYLE === 'true',
  }
}
