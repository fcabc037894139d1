/**
 * JeecgBoot's status policy on the wire (server README, "Status policy"). JeecgBoot answers a business refusal with
 * HTTP 200 and the outcome in the envelope: `code` 500 for a refusal or invalid input, 510 for a missing permission,
 * 404 for an unknown path. Only a missing or expired token is an HTTP status (401, as 3.x's JwtFilter answers).
 *
 * What keeps its HTTP status because it is not a JeecgBoot client's call:
 * - the partner API (`/open/…`): a signed REST API for customers' systems, whose clients read HTTP codes;
 * - the public tracking page's API (`/track/…`) and its rate limit;
 * - health and metrics (`/actuator/…`), read by monitors;
 * - stored files (`/sys/common/static/…`): binary answers loaded by `<img>` and links;
 * - everything outside `/jeecg-boot` (the app's files);
 * - rate limits (429) and unexpected server errors (5xx) anywhere: they are not a business answer.
 */
const API_PREFIX = '/jeecg-boot/'
const HTTP_STATUS_PREFIXES = ['open/', 'track/', 'actuator/', 'sys/common/static/'].map(
  (prefix) => API_PREFIX + prefix,
)

/** JeecgBoot's codes in the envelope. */
export const WIRE_CODE = { refused: 500, noPermission: 510, unknownPath: 404, unauthenticated: 401 } as const

/** How an answer leaves: the HTTP status and the envelope's `code`. */
export interface WireAnswer {
  httpStatus: number
  code: number
}

/** Whether `url` (path and query) answers in JeecgBoot's style rather than with HTTP statuses. */
export function answersLikeJeecgBoot(url: string): boolean {
  return url.startsWith(API_PREFIX) && !HTTP_STATUS_PREFIXES.some((prefix) => url.startsWith(prefix))
}

/** A refusal that would be HTTP `status` (4xx) as it leaves for `url`. */
export function refusalOnWire(url: string, status: number): WireAnswer {
  if (!answersLikeJeecgBoot(url) || status === 401 || status === 429 || status >= 500)
    return { httpStatus: status, code: status }
  return { httpStatus: 200, code: status === 403 ? WIRE_CODE.noPermission : WIRE_CODE.refused }
}

/** An unknown path under `url`. */
export function unknownPathOnWire(url: string): WireAnswer {
  return answersLikeJeecgBoot(url)
    ? { httpStatus: 200, code: WIRE_CODE.unknownPath }
    : { httpStatus: 404, code: 404 }
}
