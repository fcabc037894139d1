import { currencyRateResource, currencyResource } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import { currency, currencyRate } from '../../db/schema'
import type { Deps } from '../../deps'
import { currencyHooks, currencyRateHooks } from '../../services/rates/currency-hooks'
import { resourceRoutes } from '../resource-routes'

/** 币种管理: currencies and their dated rates to CNY (`/channel/currency/*`, `/channel/currencyRate/*`). */
export const currencyRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['channel']
  await app.register(resourceRoutes(currencyResource, currency, { ...currencyHooks, tags }), { deps })
  await app.register(resourceRoutes(currencyRateResource, currencyRate, { ...currencyRateHooks, tags }), {
    deps,
  })
}
