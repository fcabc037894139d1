import { authActions } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import svgCaptcha from 'svg-captcha'
import type { Deps } from '../../../deps'
import { badRequest, ok } from '../../../http/envelope'
import type { KvStore } from '../../../stores/kv'
import { serveAction } from '../../serve-action'

export const CAPTCHA_TTL_MS = 60_000
export const captchaKey = (checkKey: string) => `captcha:${checkKey}`

const renderText = svgCaptcha as unknown as (text: string, options: object) => string

/** Draws a captcha for `checkKey`, remembers its text (one-time, 60 s) and answers the image as a data URL. */
export async function issueCaptcha(deps: Deps, checkKey: string): Promise<string> {
  const options = { size: 4, noise: 2, ignoreChars: '0oO1ilI' }
  const fixed = deps.captchaFixedCode
  const { text, data } = fixed
    ? { text: fixed, data: renderText(fixed, options) }
    : svgCaptcha.create(options)
  await deps.kv.set(captchaKey(checkKey), text.toLowerCase(), CAPTCHA_TTL_MS)
  return `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`
}

/**
 * Checks an image captcha a client answered for `checkKey` (the portal's and the SMS senders' gate): it is spent by
 * every attempt, right or wrong.
 */
export async function checkImageCaptcha(
  kv: KvStore,
  checkKey: string | number | undefined,
  captcha: string | undefined,
): Promise<void> {
  const key = checkKey === undefined || checkKey === '' ? undefined : String(checkKey)
  const expected = key ? await kv.take(captchaKey(key)) : null
  if (!captcha?.trim()) throw badRequest('请输入图形验证码')
  if (expected === null || expected !== captcha.trim().toLowerCase())
    throw badRequest('图形验证码错误或已过期')
}

export const captchaRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  serveAction(app, authActions.captcha, async (request) =>
    ok(await issueCaptcha(deps, request.params.key as string)),
  )
}
