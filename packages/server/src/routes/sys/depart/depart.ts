import { departActions } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../../deps'
import { fail, ok } from '../../../http/envelope'
import { departTree, searchDeparts } from '../../../services/departs/depart-tree'
import { serveAction } from '../../serve-action'

/** The department tree the pickers and the department page read (JeecgBoot SysDepartController). */
export const departRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  serveAction(app, departActions.queryTreeList, async (request) =>
    ok(await departTree(deps.db, request.customerId)),
  )

  serveAction(app, departActions.searchBy, async (request) => {
    const keyWord = request.query.keyWord?.trim() ?? ''
    const found = keyWord ? await searchDeparts(deps.db, keyWord, request.customerId) : []
    // JeecgBoot answers an empty search with success false in an HTTP 200 reply; the page shows the message.
    return found.length > 0 ? ok(found) : fail(500, '未查询匹配数据！')
  })
}
