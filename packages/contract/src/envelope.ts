/** The JeecgBoot `Result<T>` envelope every `/jeecg-boot` route answers with. */
export interface Envelope<T = unknown> {
  success: boolean
  message: string
  code: number
  result: T | null
  timestamp: number
}

/** Codes with a meaning on the wire (see the JeecgBoot contract, §1). */
export const ResultCode = {
  /** Success set by a helper. Many 2.x endpoints answer 0 for success too. */
  OK: 200,
  OK_LEGACY: 0,
  /** Import finished with row errors (success true). */
  IMPORT_PARTIAL: 201,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  ERROR: 500,
  /** No permission, shown by list pages as a warning. */
  NO_AUTHZ: 510,
} as const

/** MyBatis-Plus page as serialised by JeecgBoot list routes. */
export interface Page<T> {
  records: T[]
  total: number
  size: number
  current: number
  pages: number
  /**
   * Set when `total` is an estimate (a filter over a very large table is not counted row by row): lists show
   * 「约」 before it. JeecgBoot's clients ignore it and page with `total` as with any other.
   */
  totalApprox?: boolean
}

/** Base path of the API on a JeecgBoot server and on ours. */
export const API_BASE = '/jeecg-boot'

/** Message fragment the client treats as an expired session (§8). */
export const TOKEN_INVALID_MARK = 'Token失效'
