import type { PermissionForm } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../../deps'
import { badRequest, ok } from '../../../http/envelope'
import {
  addDataRule,
  deleteDataRule,
  editDataRule,
  listDataRules,
  roleDataRules,
  saveRoleDataRules,
  splitRuleIds,
} from '../../../services/permissions/data-rules'
import { childrenByParent, permissionTreeList, topMenus } from '../../../services/permissions/tree'
import { addPermission, deletePermissions, editPermission } from '../../../services/permissions/write'
import { splitIds } from '../../../services/users/users-write'
import { objectSchema, str } from '../../schemas'
import { ROLE_PERMS } from '../role/role-admin'

const tags = ['permission']
const BASE = '/sys/permission'
export const PERMISSION_PERMS = {
  list: 'system:permission:list',
  add: 'system:permission:add',
  edit: 'system:permission:edit',
  delete: 'system:permission:delete',
  /** 数据权限: a menu's data rules. */
  rule: 'system:permission:rule',
} as const

const text = { type: 'string', maxLength: 300 } as const
const query = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const
const formBody = { type: 'object', additionalProperties: true } as const

/** 菜单管理 and 数据权限 (JeecgBoot SysPermissionController, SysRoleController's datarule calls). */
export const permissionAdminRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  const reads = { permission: [PERMISSION_PERMS.list, ROLE_PERMS.auth] }

  app.get(
    `${BASE}/list`,
    { config: reads, schema: { tags, summary: 'Every menu and button as one tree (SysPermissionTree)' } },
    async () => ok(await permissionTreeList(db), '查询成功', 0),
  )

  app.get(
    `${BASE}/getSystemMenuList`,
    { config: reads, schema: { tags, summary: 'The top menus' } },
    async () => ok(await topMenus(db), '查询成功', 0),
  )

  app.get<{ Querystring: { parentId: string } }>(
    `${BASE}/getSystemSubmenu`,
    {
      config: reads,
      schema: {
        tags,
        summary: 'The children of a menu',
        querystring: query({ parentId: text }, ['parentId']),
      },
    },
    async (request) => {
      const children = await childrenByParent(db, [request.query.parentId])
      return ok(children.get(request.query.parentId) ?? [], '查询成功', 0)
    },
  )

  app.get<{ Querystring: { parentIds: string } }>(
    `${BASE}/getSystemSubmenuBatch`,
    {
      config: reads,
      schema: {
        tags,
        summary: 'The children of several menus (parentIds comma-separated), by parent id',
        querystring: query({ parentIds: { type: 'string', maxLength: 20_000 } }, ['parentIds']),
      },
    },
    async (request) => {
      const ids = splitIds(request.query.parentIds).slice(0, 500)
      return ok(Object.fromEntries(await childrenByParent(db, ids)), '查询成功')
    },
  )

  app.post<{ Body: PermissionForm }>(
    `${BASE}/add`,
    {
      config: { permission: PERMISSION_PERMS.add },
      schema: { tags, summary: 'Add a menu or a button', body: formBody },
    },
    async (request) => ok(await addPermission(db, request.body ?? {}, request.user!.username), '添加成功！'),
  )

  const editOptions = {
    config: { permission: PERMISSION_PERMS.edit },
    schema: { tags, summary: 'Edit a menu or a button', body: formBody },
  } as const
  const edit = async (request: { body: PermissionForm; user: { username: string } | null }) => {
    await editPermission(db, request.body ?? {}, request.user!.username)
    return ok(null, '修改成功！')
  }
  app.put<{ Body: PermissionForm }>(`${BASE}/edit`, editOptions, edit)
  app.post<{ Body: PermissionForm }>(`${BASE}/edit`, editOptions, edit)

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/delete`,
    {
      config: { permission: PERMISSION_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete a menu or button without children, with its grants and data rules',
        querystring: query({ id: text }, ['id']),
      },
    },
    async (request) => {
      await deletePermissions(db, [request.query.id])
      return ok(null, '删除成功!')
    },
  )

  app.delete<{ Querystring: { ids: string } }>(
    `${BASE}/deleteBatch`,
    {
      config: { permission: PERMISSION_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete menus and buttons (ids comma-separated)',
        querystring: query({ ids: str }, ['ids']),
      },
    },
    async (request) => {
      await deletePermissions(db, splitIds(request.query.ids))
      return ok(null, '批量删除成功!')
    },
  )

  // 数据权限 rules of a menu
  const ruleReads = { permission: [PERMISSION_PERMS.rule, ROLE_PERMS.auth] }
  app.get<{ Querystring: { permissionId: string } }>(
    `${BASE}/getPermRuleListByPermId`,
    {
      config: ruleReads,
      schema: {
        tags,
        summary: "A menu's data rules",
        querystring: query({ permissionId: text }, ['permissionId']),
      },
    },
    async (request) =>
      ok(await listDataRules(db, { permissionId: request.query.permissionId }), '查询成功！'),
  )

  app.get<{
    Querystring: Record<'permissionId' | 'ruleName' | 'ruleColumn' | 'ruleValue' | 'status', string>
  }>(
    `${BASE}/queryPermissionRule`,
    {
      config: ruleReads,
      schema: {
        tags,
        summary: "A menu's data rules whose name, column or value contain the given text (status exact)",
        querystring: query(
          { permissionId: text, ruleName: text, ruleColumn: text, ruleValue: text, status: text },
          ['permissionId'],
        ),
      },
    },
    async (request) => ok(await listDataRules(db, request.query), '查询成功！'),
  )

  const ruleWrite = (summary: string) => ({
    config: { permission: PERMISSION_PERMS.rule },
    schema: { tags, summary, body: objectSchema({ permissionId: str, ruleName: str, ruleColumn: str }) },
  })
  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/addPermissionRule`,
    ruleWrite('Add a data rule to a menu'),
    async (request) =>
      ok(await addDataRule(db, deps.resources, request.body ?? {}, request.user!.username), '添加成功！'),
  )
  const editRule = async (request: { body: Record<string, unknown>; user: { username: string } | null }) => {
    await editDataRule(db, deps.resources, request.body ?? {}, request.user!.username)
    return ok(null, '修改成功！')
  }
  app.put<{ Body: Record<string, unknown> }>(
    `${BASE}/editPermissionRule`,
    ruleWrite('Edit a data rule'),
    editRule,
  )
  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/editPermissionRule`,
    ruleWrite('Edit a data rule'),
    editRule,
  )

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/deletePermissionRule`,
    {
      config: { permission: PERMISSION_PERMS.rule },
      schema: {
        tags,
        summary: 'Delete a data rule (and take it off every role)',
        querystring: query({ id: text }, ['id']),
      },
    },
    async (request) => {
      await deleteDataRule(db, request.query.id)
      return ok(null, '删除成功!')
    },
  )

  // The role side: which of a menu's rules a role applies (角色管理 授权).
  app.get<{ Params: { permissionId: string; roleId: string } }>(
    '/sys/role/datarule/:permissionId/:roleId',
    {
      config: { permission: ROLE_PERMS.auth },
      schema: {
        tags,
        summary: "A menu's enabled rules and those the role applies (drChecked, comma-separated)",
        params: query({ permissionId: text, roleId: text }, ['permissionId', 'roleId']),
      },
    },
    async (request) => ok(await roleDataRules(db, request.params.permissionId, request.params.roleId)),
  )

  app.post<{ Body: { permissionId?: string; roleId?: string; dataRuleIds?: string } }>(
    '/sys/role/datarule',
    {
      config: { permission: ROLE_PERMS.auth },
      schema: {
        tags,
        summary: 'Save which of the menu rules the role applies',
        body: objectSchema({ permissionId: str, roleId: str, dataRuleIds: { type: ['string', 'null'] } }, [
          'permissionId',
          'roleId',
        ]),
      },
    },
    async (request) => {
      const { permissionId, roleId, dataRuleIds } = request.body
      if (!permissionId || !roleId) throw badRequest('缺少菜单或角色')
      await saveRoleDataRules(db, permissionId, roleId, splitRuleIds(dataRuleIds))
      return ok(null, '保存成功!')
    },
  )
}
