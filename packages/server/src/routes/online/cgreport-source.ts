import type { ReportDesignSource, ReportSourceInfo } from '@portico/contract'
import type { FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { badRequest } from '../../http/envelope'
import { reportableFields } from '../../services/cgreport/design-check'
import { listHeads } from '../../services/online-form/designs'
import { actorOf } from '../../services/resources/scope'
import type { ResourceService } from '../../services/resources/service'
import { isAdministrator } from '../../services/users/grant-checks'
import { heldCodes } from '../../services/users/held-codes'
import { designActor } from './cgform-head'
import { liveFormAccess } from './live-form-access'

const NAME = /^[a-z][a-z0-9_]{0,63}$/

/** The source a design names, checked: a declared resource, or an online form of the request's tenant. */
export function sourceOf(raw: unknown): ReportDesignSource {
  const source = raw as Partial<ReportDesignSource> | undefined
  if (
    typeof source !== 'object' ||
    source === null ||
    (source.kind !== 'resource' && source.kind !== 'form') ||
    typeof source.name !== 'string' ||
    !NAME.test(source.name)
  )
    throw badRequest('请选择报表的数据源')
  return { kind: source.kind, name: source.name }
}

/**
 * The service a design reads through: the declared resource's (its whitelist, scope and 数据权限 rules), or the live
 * online form's, which the caller must be allowed to list.
 */
export async function sourceService(
  deps: Deps,
  request: FastifyRequest,
  source: ReportDesignSource,
): Promise<ResourceService> {
  if (source.kind === 'form') return (await liveFormAccess(deps)(request, source.name, 'list')).service
  const service = deps.resources.get(source.name)
  if (!service || service.resource.table !== source.name) throw badRequest(`数据源${source.name}不存在`)
  return service
}

/** The sources the caller may design over: declared resources whose list they may read, and synchronised forms. */
export async function sourcesFor(deps: Deps, request: FastifyRequest): Promise<ReportSourceInfo[]> {
  const held = await heldCodes(deps, request.user!.id)
  const admin = await isAdministrator(deps.db, request.user!.id)
  const sources: ReportSourceInfo[] = []
  for (const [name, service] of deps.resources) {
    const { resource } = service
    if (resource.table !== name || !(admin || held.has(resource.perms.list))) continue
    sources.push({ kind: 'resource', name, title: resource.title, fields: reportableFields(resource) })
  }
  sources.sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'))
  if (actorOf(request).tenantId === null) return sources
  const page = await listHeads(deps.db, designActor(request).tenantId, { pageNo: 1, pageSize: 200 })
  const access = liveFormAccess(deps)
  for (const head of page.records as { tableName: string; tableTxt: string; syncedVersion: number }[]) {
    if (!head.syncedVersion) continue
    const form = await access(request, head.tableName, 'list').catch(() => undefined)
    if (form)
      sources.push({
        kind: 'form',
        name: head.tableName,
        title: `${head.tableTxt}（在线表单）`,
        fields: reportableFields(form.resource),
      })
  }
  return sources
}
