import type { APIResponse, Response } from '@playwright/test'

/**
 * The refusal a /jeecg-boot answer carries (server README, "Status policy"): its HTTP status when that is 4xx/5xx,
 * else the envelope's code when `success` is false (500 refused, 510 no permission, 404 unknown path); null when the
 * call went through.
 */
export async function refusalOf(response: Response | APIResponse): Promise<number | null> {
  if (response.status() >= 400) return response.status()
  if (!(response.headers()['content-type'] ?? '').includes('json')) return null
  const body = (await response.json().catch(() => null)) as { success?: unknown; code?: unknown } | null
  return body?.success === false && typeof body.code === 'number' ? body.code : null
}

/** A page's call that shows a failure: an HTTP error, no permission (510) or an unknown path (404). */
export async function failedCallOf(response: Response): Promise<number | null> {
  const refusal = await refusalOf(response)
  return refusal !== null && (response.status() >= 400 || refusal === 510 || refusal === 404) ? refusal : null
}
