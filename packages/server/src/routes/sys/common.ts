import { commonActions } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { contentDisposition } from '../../http/content-disposition'
import { badRequest, notFound, ok } from '../../http/envelope'
import { readSingleFileForm } from '../../http/multipart'
import { assertMayRead, assertMayWrite } from '../../services/files/file-access'
import { extensionOf, INLINE_TYPES } from '../../services/files/file-types'
import { recordUpload } from '../../services/files/oss-files'
import { checkContent, storeUpload, validBiz, validFileName } from '../../services/files/uploads'
import { isSafeKey } from '../../stores/files'
import { serveAction } from '../serve-action'

const tags = ['common']

/** Uploads (`/sys/common/upload`) and the files they stored (`/sys/common/static/**`). */
export const commonRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  serveAction(app, commonActions.upload, async (request) => {
    const { file, fields } = await readSingleFileForm(request, deps.uploadMaxBytes)
    const biz = validBiz(fields.biz)
    assertMayWrite(biz)
    const name = validFileName(file.filename)
    checkContent(name, file.data, file.mimetype)
    const key = await storeUpload(deps.files, { biz, name, data: file.data })
    await recordUpload(deps.db, {
      key,
      name,
      biz,
      size: file.data.length,
      username: request.user?.username ?? null,
    })
    request.log.info({ key, size: file.data.length, user: request.user?.username }, 'file uploaded')
    return ok(null, key, 0)
  })

  // Served by hand (undeclared-routes.ts): a declared path names no wildcard.
  // Public as in JeecgBoot (<img src> and download links cannot send the X-Access-Token header), but for job
  // seekers' files, which need the owner's or a recruiter's token.
  app.get<{ Params: { '*': string } }>(
    '/sys/common/static/*',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary:
          'A stored file. Images and PDF inline with their type; everything else as an application/octet-stream attachment.',
      },
    },
    async (request, reply) => {
      const key = request.params['*'].replace(/,+$/, '')
      if (!isSafeKey(key)) throw badRequest('文件路径不合法')
      await assertMayRead(deps, request, key)
      const file = await deps.files.get(key)
      if (!file) throw notFound('文件不存在')
      const name = key.slice(key.lastIndexOf('/') + 1)
      const ext = extensionOf(name)
      const inlineType = Object.hasOwn(INLINE_TYPES, ext) ? INLINE_TYPES[ext] : undefined
      reply.header('X-Content-Type-Options', 'nosniff')
      reply.header('Content-Length', file.size)
      if (inlineType) {
        reply.type(inlineType).header('Content-Disposition', contentDisposition('inline', name))
      } else {
        reply
          .type('application/octet-stream')
          .header('Content-Disposition', contentDisposition('attachment', name))
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
      }
      return reply.send(file.body)
    },
  )
}
