import type { SQL } from 'drizzle-orm'

/**
 * Who reads a dictionary. A customer's user sees only their own company's rows of a table another customer also
 * has rows in (users, departments, roles, the company itself); the platform's staff see them all.
 */
export interface DictViewer {
  customerId: number | null
}

/** The rows of a customer-owned dictionary table that belong to one customer. */
export type CustomerRows = (customerId: number) => SQL

/** The condition a viewer adds to a table's rows: none for staff or for tables shared by everyone. */
export const viewerCondition = (
  viewer: DictViewer | undefined,
  rows: CustomerRows | undefined,
): SQL | undefined => (viewer?.customerId != null && rows ? rows(viewer.customerId) : undefined)
