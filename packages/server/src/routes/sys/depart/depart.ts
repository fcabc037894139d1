import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../../deps'
import { fail, ok } from '../../../http/envelope'
import { departTree, searchDeparts } from '../../../services/departs/depart-tree'
import { str } from '../../schemas'

const tags = ['depart']

/** The department tree the pickers and the department page read (JeecgBoot SysDepartController). */
export const departRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/sys/sysDepart/queryTreeList',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          "The caller's company's departments (the platform's, or their customer's) as a tree (SysDepartTreeModel: key = value = id, title = departName, isLeaf, children)",
      },
    },
    async (request) => ok(await departTree(deps.db, request.customerId)),
  )

  app.get<{ Querystring: { keyWord?: string; myDeptSearch?: string } }>(
    '/sys/sysDepart/searchBy',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'Departments whose name contains keyWord, flat; success false with 未查询匹配数据！ when none',
        querystring: { type: 'object', properties: { keyWord: str, myDeptSearch: str } },
      },
    },
    async (request) => {
      const keyWord = request.query.keyWord?.trim() ?? ''
      const found = keyWord ? await searchDeparts(deps.db, keyWord, request.customerId) : []
      // JeecgBoot answers an empty search with success false in an HTTP 200 reply; the page shows the message.
      return found.length > 0 ? ok(found) : fail(500, '未查询匹配数据！')
    },
  )
}
