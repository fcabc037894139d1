import type { Resource } from '../resource/defineResource'
import * as declarations from './declarations'

const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && 'baseUrl' in value && 'table' in value && 'perms' in value

/**
 * Every declared resource: the one list the server's start-up check, the data log's table names and the generated
 * resource suites read. A resource exported from `declarations.ts` is in it; nothing else needs to name it.
 */
export const RESOURCES: readonly Resource[] = (Object.values(declarations) as unknown[]).filter(isResource)

const BY_TABLE: ReadonlyMap<string, Resource> = new Map(
  RESOURCES.map((resource) => [resource.table, resource]),
)

/** The declared resource stored in `table`, if any. */
export const resourceOfTable = (table: string): Resource | undefined => BY_TABLE.get(table)
