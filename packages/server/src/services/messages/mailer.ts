import nodemailer, { type Transporter } from 'nodemailer'
import type { SmtpSettings } from './smtp-settings'

export interface Mail {
  to: string
  subject: string
  text: string
}

/** Sends one mail; rejects with the server's reason when it is refused. */
export interface MailSender {
  send(mail: Mail): Promise<void>
  close(): void
}

/** Mail through an SMTP server with nodemailer (one pooled transport per server instance). */
export class SmtpMailer implements MailSender {
  private readonly transport: Transporter

  constructor(private readonly settings: SmtpSettings) {
    this.transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
      // A dead server fails the message instead of holding the request.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      logger: false,
      debug: false,
    })
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.settings.from, ...mail })
  }

  close(): void {
    this.transport.close()
  }
}
