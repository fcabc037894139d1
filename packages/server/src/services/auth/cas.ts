/** Validates a CAS service ticket; returns the user name, or null when the CAS server refuses it. */
export interface CasValidator {
  validate(ticket: string, service: string): Promise<string | null>
}

const decodeXml = (s: string) =>
  s
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')

/** CAS 2.0 `/serviceValidate` against CAS_SERVER_URL (as JeecgBoot's CasServiceUtil). */
export class HttpCasValidator implements CasValidator {
  constructor(
    private readonly serverUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async validate(ticket: string, service: string): Promise<string | null> {
    const url = new URL(`${this.serverUrl.replace(/\/+$/, '')}/serviceValidate`)
    url.searchParams.set('ticket', ticket)
    url.searchParams.set('service', service)
    const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) })
    if (!response.ok) throw new Error(`CAS server answered HTTP ${response.status}`)
    const body = await response.text()
    const match = /<cas:user>\s*([^<]+?)\s*<\/cas:user>/.exec(body)
    return match ? decodeXml(match[1]) : null
  }
}
