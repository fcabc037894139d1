import type { ResourceAction } from '@portico/contract'
import type { FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { badRequest, forbidden } from '../../http/envelope'
import { headOrMissing } from '../../services/online-form/designs'
import { type LiveForm, LiveForms } from '../../services/online-form/live'
import { isAdministrator } from '../../services/users/grant-checks'
import { heldCodes } from '../../services/users/held-codes'
import { designActor } from './cgform-head'

/** One cache of live forms per server (both online route families share it). */
const perServer = new WeakMap<Deps, LiveForms>()

/**
 * The live form of the request tenant's design `code` (its id or table name), if the caller may do `action` on it:
 * they hold its code `online:<table>:<action>` (the buttons of its menu entry), or are an administrator.
 */
export function liveFormsOf(deps: Deps): LiveForms {
  let live = perServer.get(deps)
  if (!live) {
    live = new LiveForms(deps)
    perServer.set(deps, live)
  }
  return live
}

export function liveFormAccess(deps: Deps) {
  const forms = liveFormsOf(deps)
  return async (request: FastifyRequest, code: string, action: ResourceAction): Promise<LiveForm> => {
    const head = await headOrMissing(deps.db, designActor(request).tenantId, code)
    const form = await forms.of(head)
    if (!form) throw badRequest(`表单${head.tableName}尚未同步数据库`)
    const userId = request.user!.id
    const may =
      (await heldCodes(deps, userId)).has(form.resource.perms[action]) ||
      (await isAdministrator(deps.db, userId))
    if (!may) throw forbidden()
    return form
  }
}
