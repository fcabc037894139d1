import { stationResource } from '@portico/contract'
import { logisticsStation } from '../../db/schema'
import { resourceRoutes } from '../resource-routes'

/** 站点信息: the platform's collection points, sorting centres and overseas warehouses. */
export const stationRoutes = resourceRoutes(stationResource, logisticsStation, { tags: ['station'] })
