/**
 * The websocket url of `endpoint` followed by `segments`, each URI-encoded. An absolute http(s) endpoint keeps its
 * host, with http turned into ws (a ws(s) one is kept as is); a path is taken on the page's own host, ws or wss to
 * match http or https.
 */
export function webSocketUrl(
  endpoint: string,
  segments: readonly string[],
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  const base = /^(http|ws)s?:/.test(endpoint)
    ? endpoint.replace(/^http/, 'ws')
    : `${scheme}//${location.host}${endpoint.startsWith('/') ? '' : '/'}${endpoint}`
  return [base.replace(/\/$/, ''), ...segments.map(encodeURIComponent)].join('/')
}
