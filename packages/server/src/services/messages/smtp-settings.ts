import { ConfigError } from '../../config-error'

/** SMTP settings from the environment; the password never appears when the settings are logged or serialised. */
export interface SmtpSettings {
  host: string
  port: number
  /** Implicit TLS (port 465); other ports upgrade with STARTTLS when the server offers it. */
  secure: boolean
  user?: string
  password?: string
  from: string
}

const nonEmpty = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim()

export function smtpSettings(env: NodeJS.ProcessEnv): SmtpSettings | undefined {
  const host = nonEmpty(env.SMTP_HOST)
  if (!host) return undefined
  const rawPort = nonEmpty(env.SMTP_PORT) ?? '587'
  const port = Number(rawPort)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new ConfigError(`SMTP_PORT must be a port number, got "${rawPort}"`)
  const user = nonEmpty(env.SMTP_USER)
  const from = nonEmpty(env.SMTP_FROM) ?? user
  if (!from) throw new ConfigError('SMTP_FROM (or SMTP_USER) must name the sender of the mail')
  const settings: SmtpSettings = { host, port, secure: port === 465, user, from }
  // Not enumerable: JSON.stringify, spreads and loggers never see it.
  Object.defineProperty(settings, 'password', { value: env.SMTP_PASSWORD || undefined, enumerable: false })
  return settings
}
