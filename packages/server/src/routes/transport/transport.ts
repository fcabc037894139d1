import {
  driverResource,
  habitatAgentResource,
  habitatCarResource,
  overseasAgentResource,
} from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import {
  transportDriver,
  transportHabitatAgent,
  transportHabitatCar,
  transportOverseasAgent,
} from '../../db/schema'
import type { Deps } from '../../deps'
import { driverHooks, habitatAgentHooks, overseasAgentHooks } from '../../services/transport/links'
import { resourceRoutes } from '../resource-routes'

const tags = ['transport']

/** 运力资源: overseas and habitat agents, their drivers and vehicles, linked by code. */
export const transportRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, options) => {
  await app.register(
    resourceRoutes(overseasAgentResource, transportOverseasAgent, { tags, ...overseasAgentHooks }),
    options,
  )
  await app.register(
    resourceRoutes(habitatAgentResource, transportHabitatAgent, { tags, ...habitatAgentHooks }),
    options,
  )
  await app.register(resourceRoutes(driverResource, transportDriver, { tags, ...driverHooks }), options)
  await app.register(resourceRoutes(habitatCarResource, transportHabitatCar, { tags }), options)
}
