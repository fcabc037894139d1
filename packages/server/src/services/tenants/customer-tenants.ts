import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysTenant } from '../../db/schema'

const REFRESH_MS = 30_000

/**
 * Which tenants are customer companies (tenant_type 'customer'). Read on every request, so kept in memory:
 * reloaded when older than 30 s (another instance may have changed a tenant) and at once after a local change.
 */
export class CustomerTenants {
  private ids = new Set<number>()
  private loadedAt = 0
  private loading: Promise<void> | null = null

  constructor(private readonly db: Db) {}

  /** The tenant's id when it is a customer's, else null. */
  async customerOf(tenantId: number | null): Promise<number | null> {
    if (tenantId === null) return null
    if (Date.now() - this.loadedAt > REFRESH_MS) await this.reload()
    return this.ids.has(tenantId) ? tenantId : null
  }

  /** Call after writing a tenant's type. */
  async reload(): Promise<void> {
    this.loading ??= this.db
      .select({ id: sysTenant.id })
      .from(sysTenant)
      .where(eq(sysTenant.tenantType, 'customer'))
      .then((rows) => {
        this.ids = new Set(rows.map((row) => row.id))
        this.loadedAt = Date.now()
      })
      .finally(() => {
        this.loading = null
      })
    await this.loading
  }
}
