import type { FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import type { CacheKind } from '../services/cache/stamped-caches'
import { unencapsulated } from './unencapsulated'

/**
 * Writes that change who may do what: users (and their passwords, freezes, departments, tenants), roles,
 * menus and permissions, data rules, departments and their roles, tenants, customer accounts, data-log restores.
 * Sign-in and captcha routes are left out: they write no such thing, or bump the stamp themselves when they do.
 */
const AUTH_WRITES = /^\/jeecg-boot\/(sys|customer|account)\//
const NOT_AUTH_WRITES =
  /^\/jeecg-boot\/sys\/(login|mLogin|phoneLogin|logout|randomImage|sms|checkCaptcha|thirdLogin|cas|dict|dictItem|annountCement|sysAnnouncementSend|message|log|quartzJob|category|checkRule|fillRule|gatewayRoute|dataSource|oss|common|upload|position)\b/
const DICT_WRITES = /^\/jeecg-boot\/sys\/(dict|dictItem)\b/

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

function kindsWritten(request: FastifyRequest): CacheKind[] {
  if (READS.has(request.method)) return []
  const url = request.url
  if (DICT_WRITES.test(url)) return ['dict']
  if (AUTH_WRITES.test(url) && !NOT_AUTH_WRITES.test(url)) return ['auth']
  return []
}

/** Before a write's answer leaves, the caches it may have made wrong are dropped on every instance. */
export const cacheInvalidationPlugin = unencapsulated<{ deps: Deps }>(async (app, { deps }) => {
  app.addHook('onSend', async (request) => {
    for (const kind of kindsWritten(request)) await deps.caches.stamps.bump(kind)
  })
})
