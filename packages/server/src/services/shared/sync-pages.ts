import { TableSyncCloseReason } from '@portico/contract'

/**
 * A kind of page that may share a table over `/vxeSocket/{userId}/{pageId}`: page ids `<kind>-<key>`, joined only by
 * users holding `permission`, and only while `exists(key)` says the thing behind the key is there.
 */
export interface SyncPageKind {
  /** Lower-case words joined by '-', e.g. `instore-batch` for `instore-batch-<batch id>`. */
  kind: string
  /** The permission code (or any of several) a user needs to join. */
  permission: string | string[]
  exists(key: string): Promise<boolean>
}

/** null: the user may join; otherwise the close reason. */
export type SyncPageRefusal = string | null

const KIND = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/**
 * Which table-sync pages exist and who may join them. Domain plugins register their kinds when they load; a page id
 * of no registered kind is refused, so a signed-in user cannot listen to or write into an arbitrary page.
 */
export class SyncPageRegistry {
  private readonly kinds = new Map<string, SyncPageKind>()

  register(kind: SyncPageKind): void {
    if (!KIND.test(kind.kind))
      throw new Error(`sync page kind "${kind.kind}" must be lower-case words joined by '-'`)
    for (const known of this.kinds.keys()) {
      // `a` and `a-b` would both claim `a-b-1`.
      if (known === kind.kind || known.startsWith(`${kind.kind}-`) || kind.kind.startsWith(`${known}-`))
        throw new Error(`sync page kind "${kind.kind}" clashes with "${known}"`)
    }
    this.kinds.set(kind.kind, kind)
  }

  /** The kind and key of a page id, or null when no registered kind claims it. */
  resolve(pageId: string): { kind: SyncPageKind; key: string } | null {
    for (const kind of this.kinds.values()) {
      const prefix = `${kind.kind}-`
      if (pageId.startsWith(prefix) && pageId.length > prefix.length)
        return { kind, key: pageId.slice(prefix.length) }
    }
    return null
  }

  /** Whether a user holding `codes` may join `pageId`: null, or the reason to close the socket with. */
  async refusal(pageId: string, codes: ReadonlySet<string>): Promise<SyncPageRefusal> {
    const page = this.resolve(pageId)
    if (!page) return TableSyncCloseReason.UNKNOWN_PAGE_KIND
    const required = Array.isArray(page.kind.permission) ? page.kind.permission : [page.kind.permission]
    if (!required.some((code) => codes.has(code)))
      return `${TableSyncCloseReason.FORBIDDEN}: ${required.join(' or ')}`
    if (!(await page.kind.exists(page.key))) return TableSyncCloseReason.PAGE_NOT_FOUND
    return null
  }
}
