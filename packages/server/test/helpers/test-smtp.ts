import { SMTPServer } from 'smtp-server'

/** A mail as the SMTP server received it: envelope, decoded subject and text. */
export interface ReceivedMail {
  from: string
  to: string[]
  subject: string
  text: string
}

/** Decodes the RFC 2047 encoded-words of a header. */
function decodeWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?')
  const parts: Buffer[] = []
  let last = 0
  for (const match of joined.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)) {
    const [word, kind, data] = match as unknown as [string, string, string]
    parts.push(Buffer.from(joined.slice(last, match.index), 'utf8'))
    parts.push(
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ),
    )
    last = match.index + word.length
  }
  parts.push(Buffer.from(joined.slice(last), 'utf8'))
  return Buffer.concat(parts).toString('utf8')
}

/** Subject and text of a raw message (base64, quoted-printable or plain body). */
export function parseMail(raw: string): { subject: string; text: string } {
  const [head, ...bodyParts] = raw.split(/\r\n\r\n/)
  const headers = head!.replace(/\r\n[ \t]+/g, ' ')
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? ''
  const body = bodyParts.join('\r\n\r\n')
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : body
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n').trim() }
}

/**
 * A real SMTP server in this process: it wants the login given (if any), records each mail and can refuse an
 * address. Tests point the server's SMTP settings at `start()`'s port.
 */
export class TestSmtp {
  readonly received: ReceivedMail[] = []
  readonly logins: string[] = []
  readonly refused = new Set<string>()
  readonly server: SMTPServer

  constructor(login?: { username: string; password: string }) {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: !login,
      logger: false,
      onAuth: (auth, _session, done) => {
        this.logins.push(auth.username ?? '')
        if (!login || (auth.username === login.username && auth.password === login.password))
          done(null, { user: auth.username })
        else done(new Error('Invalid username or password'))
      },
      onRcptTo: (address, _session, done) => {
        if (this.refused.has(address.address))
          done(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }))
        else done()
      },
      onData: (stream, session, done) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            ...parseMail(Buffer.concat(chunks).toString('latin1')),
          })
          done()
        })
      },
    })
  }

  /** Listens on `port` (0: any free port) and answers the port. */
  async start(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve))
    return (this.server.server.address() as { port: number }).port
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}
