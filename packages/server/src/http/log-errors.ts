/** What the log keeps of an error: never the SQL parameters a failed query carried (passwords, hashes, input). */
export type LoggedError = {
  type: string
  message: string
  code?: string
  stack: string
  cause?: LoggedError
  [key: string]: unknown
}

interface QueryError extends Error {
  query: string
  params: unknown[]
}

const isQueryError = (error: Error): error is QueryError =>
  typeof (error as Partial<QueryError>).query === 'string' &&
  Array.isArray((error as Partial<QueryError>).params)

/** Stack frames only: the first lines repeat the message, which for a failed query holds its parameters. */
const framesOf = (stack = '') =>
  stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')

/** Database messages quote the offending value (`invalid input syntax for type bigint: "…"`): keep the words only. */
const withoutQuotedValues = (message: string) => message.replace(/"[^"]*"/g, '"…"')

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[non-error value]', stack: '' }
  const code = (error as { code?: unknown }).code
  const fromDatabase = isQueryError(error) || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
  return {
    type: error.name,
    message: isQueryError(error)
      ? `Failed query: ${error.query}`
      : fromDatabase
        ? withoutQuotedValues(error.message)
        : error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    stack: fromDatabase ? framesOf(error.stack) : (error.stack ?? ''),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  }
}
