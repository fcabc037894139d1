import { expect } from 'vitest'

type Answer = { status: number; body: unknown } | { statusCode: number; json(): unknown; body?: unknown }

/**
 * A refusal as a JeecgBoot client sees it (server README, "Status policy"): HTTP 200 and `success:false` with
 * `code` 500 (refused or invalid input), 510 (no permission) or 404 (unknown path) in the envelope.
 */
export function expectRefused(answer: Answer, code: 500 | 510 | 404, note?: string): void {
  const status = 'statusCode' in answer ? answer.statusCode : answer.status
  const body = ('json' in answer && typeof answer.body !== 'object' ? answer.json() : answer.body) as {
    success?: unknown
    code?: unknown
  }
  expect({ status, success: body?.success, code: body?.code }, note).toEqual({
    status: 200,
    success: false,
    code,
  })
}
