/** What no reply body and no log line may ever show: database error text, stack traces, password hashes or salts. */
const LEAKS: [string, RegExp][] = [
  [
    'SQL error text',
    /syntax error at or near|relation "[^"]+" does not exist|column "[^"]+" does not exist|invalid input syntax for|unterminated quoted string|DrizzleQueryError|Failed query:/i,
  ],
  ['stack trace', /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/)?\/[^\s)]+\.[cm]?[jt]s:\d+:\d+\)?/],
  ['password hash', /\$scrypt\$|\$2[aby]\$\d\d\$|\$argon2/],
  [
    'password or salt value',
    /"(?:password|oldpassword|newpassword|confirmpassword|salt)"\s*:\s*"(?!\[redacted\]"|\*+")[^"]+"/i,
  ],
]

const SECRETS = new Set(['password hash', 'password or salt value'])

/**
 * The kinds of leak found in a text, each with a short excerpt: in a reply, any of them; in the server log (where
 * an operator needs the failed statement and its stack), secrets only.
 */
export function leaksIn(text: string, where: 'reply' | 'log' = 'reply'): string[] {
  const found: string[] = []
  for (const [kind, pattern] of LEAKS) {
    if (where === 'log' && !SECRETS.has(kind)) continue
    const match = pattern.exec(text)
    if (match) {
      const at = Math.max(0, match.index - 60)
      found.push(`${kind}: …${text.slice(at, match.index + match[0].length + 60).replace(/\s+/g, ' ')}…`)
    }
  }
  return found
}
