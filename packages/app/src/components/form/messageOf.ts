/** The message of a failure (an envelope the server refused with, or an Error), or the fallback. */
export function messageOf(failure: unknown, fallback: string): string {
  if (failure && typeof failure === 'object' && 'message' in failure && typeof failure.message === 'string')
    return failure.message
  return fallback
}
