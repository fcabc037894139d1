import { positionResource } from '@portico/contract'
import { sysPosition } from '../../db/schema'
import { resourceRoutes } from '../resource-routes'

/** 职务管理: JeecgBoot's /sys/position list, add, edit, delete and Excel. */
export const positionRoutes = resourceRoutes(positionResource, sysPosition, { tags: ['position'] })
