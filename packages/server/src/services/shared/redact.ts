/** Field names whose values never reach a log or a trace (passwords, captchas, tokens, keys, SMS codes). */
const SECRET_NAME =
  /pass|pwd|captcha|token|secret|credential|ticket|smscode|accesskey|^sign$|^code$|^checkkey$/i
const REDACTED = '[redacted]'
const MAX_DEPTH = 6

/** A copy of `value` with every secret-named field replaced by `[redacted]`. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '…'
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1))
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SECRET_NAME.test(key) ? REDACTED : withoutSecrets(item, depth + 1),
      ]),
    )
  }
  return value
}

/** The URL with the values of secret-named query parameters replaced (`?token=abc` → `?token=[redacted]`). */
export function urlWithoutSecrets(url: string): string {
  const query = url.indexOf('?')
  if (query < 0) return url
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = decodeSafely(eq < 0 ? pair : pair.slice(0, eq))
      return eq >= 0 && SECRET_NAME.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair
    })
  return `${url.slice(0, query)}?${params.join('&')}`
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
