import { channelResource } from '@portico/contract'
import { logisticsChannel } from '../../db/schema'
import { resourceRoutes } from '../resource-routes'

/** 渠道列表: the carriers' products the platform sells, their limits and tracking-number formats. */
export const channelRoutes = resourceRoutes(channelResource, logisticsChannel, {
  tags: ['channel'],
})
