import { RESOURCES, type Resource } from '@portico/contract'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Deps } from '../deps'
import { declaredTable } from '../services/resources/declared-table'
import { servesNoneOf } from './resource-registry-check'
import { resourceRoutes } from './resource-routes'

/** The registered resources no route file serves (none of their routes exists yet in `app`). */
export const unservedResources = (app: FastifyInstance, prefix: string): Resource[] =>
  RESOURCES.filter((resource) => servesNoneOf(app, prefix, resource))

/**
 * Serves every registered resource that no hand-written route file serves: its JeecgBoot routes from
 * `resourceRoutes`, over the table its declaration describes (the migration `scripts/resource-migration.ts` wrote
 * made the same table). Registered after every route file, so a resource with a file of its own keeps it.
 */
export const registryServedRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  for (const resource of unservedResources(app, app.prefix))
    await app.register(resourceRoutes(resource, declaredTable(resource)), { deps })
}
