import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../deps'
import { installNotFoundHandler } from '../http/errors'
import { authPlugin } from '../plugins/auth'
import { tenantPlugin } from '../plugins/tenant'
import { captchaRoutes } from './captcha'
import { dictRoutes } from './dict'
import { duplicateRoutes } from './duplicate'
import { loginRoutes } from './login'
import { permissionRoutes } from './permission'
import { roleRoutes } from './role'
import { userRoutes } from './user'

/** Everything under /jeecg-boot: auth and tenant checks, then one plugin per domain. */
export const apiRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(authPlugin, { deps })
  await app.register(tenantPlugin)
  installNotFoundHandler(app)
  for (const routes of [
    captchaRoutes,
    loginRoutes,
    permissionRoutes,
    dictRoutes,
    duplicateRoutes,
    roleRoutes,
    userRoutes,
  ]) {
    await app.register(routes, { deps })
  }
}
