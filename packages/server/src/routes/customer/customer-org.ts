import { CUSTOMER_ORG_PERMS as PERMS } from '@portico/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysRolePermission } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, notFound, ok } from '../../http/envelope'
import { departTree } from '../../services/departs/depart-tree'
import { addDepart, type DepartForm, deleteDeparts, editDepart } from '../../services/departs/departs-write'
import { existingPermissionIds, permissionTree } from '../../services/permissions/permission-tree'
import { listQuerystring } from '../../services/query'
import { listRoles, ROLE_LIST } from '../../services/roles/roles-list'
import {
  addRole,
  deleteRoles,
  editRole,
  type RoleForm,
  roleById,
  saveRolePermissions,
} from '../../services/roles/roles-write'
import { customerMenuIds } from '../../services/tenants/customer-fit'
import { chosenCustomer } from '../../services/tenants/customer-org'
import { splitIds } from '../../services/users/users-write'
import { objectSchema, str, strOrNum } from '../schemas'

const tags = ['customer']
const base = '/customer/departRole'
const nullableStr = { type: ['string', 'null'] } as const
const tenantId = strOrNum
const customerQuery = (more: Record<string, unknown> = {}, required: string[] = []) => ({
  type: 'object',
  properties: { tenantId, ...more },
  required: ['tenantId', ...required],
})
const departBody = objectSchema(
  {
    tenantId,
    id: str,
    parentId: nullableStr,
    departName: str,
    departOrder: strOrNum,
    description: nullableStr,
  },
  ['tenantId'],
)
const roleBody = objectSchema({ tenantId, id: str, roleName: str, roleCode: str, description: nullableStr }, [
  'tenantId',
])

type WithCustomer<T> = T & { tenantId?: string | number | null }

/**
 * 客户部门角色: a customer company's departments (a tree) and roles, and which customer menus each role may use.
 * The same department and role services as 部门管理 and 角色管理, scoped to the chosen customer's tenant.
 */
export const customerOrgRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  app.get<{ Querystring: { tenantId: string } }>(
    `${base}/departTree`,
    {
      config: { permission: PERMS.departList },
      schema: { tags, summary: "The customer's departments as a tree", querystring: customerQuery() },
    },
    async (request) => ok(await departTree(db, await chosenCustomer(db, request, request.query.tenantId))),
  )

  app.post<{ Body: WithCustomer<DepartForm> }>(
    `${base}/addDepart`,
    {
      config: { permission: PERMS.departAdd },
      schema: { tags, summary: 'Add a department of the customer (under parentId)', body: departBody },
    },
    async (request) => {
      const customer = await chosenCustomer(db, request, request.body.tenantId)
      return ok(await addDepart(db, customer, request.body, request.user!.username), '添加成功！')
    },
  )

  app.put<{ Body: WithCustomer<DepartForm> }>(
    `${base}/editDepart`,
    {
      config: { permission: PERMS.departEdit },
      schema: { tags, summary: 'Edit a department of the customer', body: departBody },
    },
    async (request) => {
      const customer = await chosenCustomer(db, request, request.body.tenantId)
      if (!(await editDepart(db, customer, request.body, request.user!.username)))
        throw notFound('未找到对应部门')
      return ok(null, '修改成功!')
    },
  )

  app.delete<{ Querystring: { tenantId: string; id: string } }>(
    `${base}/deleteDepart`,
    {
      config: { permission: PERMS.departDelete },
      schema: {
        tags,
        summary: 'Delete a department of the customer; refused while it has children or users',
        querystring: customerQuery({ id: str }, ['id']),
      },
    },
    async (request) => {
      const customer = await chosenCustomer(db, request, request.query.tenantId)
      await deleteDeparts(db, customer, [request.query.id])
      return ok(null, '删除成功!')
    },
  )

  app.get<{ Querystring: Record<string, string | number | undefined> & { tenantId: string } }>(
    `${base}/roleList`,
    {
      config: { permission: PERMS.roleList },
      schema: {
        tags,
        summary: "The customer's roles, paged (filters as the role list)",
        querystring: { ...listQuerystring(ROLE_LIST), ...customerQuery() },
      },
    },
    async (request) => {
      const { tenantId: raw, ...query } = request.query
      return ok(await listRoles(db, query, await chosenCustomer(db, request, raw)))
    },
  )

  app.post<{ Body: WithCustomer<RoleForm> }>(
    `${base}/addRole`,
    {
      config: { permission: PERMS.roleAdd },
      schema: { tags, summary: 'Add a role of the customer', body: roleBody },
    },
    async (request) => {
      const customer = await chosenCustomer(db, request, request.body.tenantId)
      return ok(await addRole(db, customer, request.body, request.user!.username), '添加成功！')
    },
  )

  app.put<{ Body: WithCustomer<RoleForm> }>(
    `${base}/editRole`,
    {
      config: { permission: PERMS.roleEdit },
      schema: { tags, summary: 'Edit a role of the customer', body: roleBody },
    },
    async (request) => {
      const customer = await chosenCustomer(db, request, request.body.tenantId)
      if (!(await editRole(db, customer, request.body, request.user!.username)))
        throw notFound('未找到对应角色')
      return ok(null, '修改成功!')
    },
  )

  app.delete<{ Querystring: { tenantId: string; id: string } }>(
    `${base}/deleteRole`,
    {
      config: { permission: PERMS.roleDelete },
      schema: {
        tags,
        summary: 'Delete a role of the customer with its grants and user links',
        querystring: customerQuery({ id: str }, ['id']),
      },
    },
    async (request) => {
      const customer = await chosenCustomer(db, request, request.query.tenantId)
      if ((await deleteRoles(db, [request.query.id], customer)) === 0) throw notFound('未找到对应角色')
      return ok(null, '删除角色成功')
    },
  )

  app.delete<{ Querystring: { tenantId: string; ids: string } }>(
    `${base}/deleteRoleBatch`,
    {
      config: { permission: PERMS.roleDelete },
      schema: {
        tags,
        summary: "Delete roles of the customer (ids comma-separated); other companies' ids are left alone",
        querystring: customerQuery({ ids: str }, ['ids']),
      },
    },
    async (request) => {
      const customer = await chosenCustomer(db, request, request.query.tenantId)
      const ids = splitIds(request.query.ids)
      if (ids.length === 0) throw badRequest('请选择一条记录！')
      await deleteRoles(db, ids, customer)
      return ok(null, '删除角色成功')
    },
  )

  app.get(
    `${base}/permissionTree`,
    {
      config: { permission: PERMS.roleAuth },
      schema: {
        tags,
        summary: "The menus and buttons a customer's role may use (those of the shared 客户 role)",
      },
    },
    async () => ok(await permissionTree(db, await customerMenuIds(db))),
  )

  app.get<{ Querystring: { tenantId: string; roleId: string } }>(
    `${base}/rolePermission`,
    {
      config: { permission: PERMS.roleAuth },
      schema: {
        tags,
        summary: "The role's permission ids",
        querystring: customerQuery({ roleId: str }, ['roleId']),
      },
    },
    async (request) => {
      const role = await customerRole(request.query.tenantId, request.query.roleId, request)
      const rows = await db
        .select({ id: sysRolePermission.permissionId })
        .from(sysRolePermission)
        .where(eq(sysRolePermission.roleId, role.id))
      return ok(rows.map((row) => row.id))
    },
  )

  app.post<{
    Body: { tenantId: string; roleId: string; permissionIds?: string; lastpermissionIds?: string }
  }>(
    `${base}/saveRolePermission`,
    {
      config: { permission: PERMS.roleAuth },
      schema: {
        tags,
        summary: 'Grant permissionIds and revoke what lastpermissionIds had beyond them; customer menus only',
        body: objectSchema(
          { tenantId, roleId: str, permissionIds: nullableStr, lastpermissionIds: nullableStr },
          ['tenantId', 'roleId'],
        ),
      },
    },
    async (request) => {
      const role = await customerRole(request.body.tenantId, request.body.roleId, request)
      await saveRolePermissions(
        db,
        role,
        splitIds(request.body.permissionIds ?? ''),
        splitIds(request.body.lastpermissionIds ?? ''),
        await existingPermissionIds(db),
      )
      return ok(null, '保存成功！')
    },
  )

  async function customerRole(raw: unknown, roleId: string, request: Parameters<typeof chosenCustomer>[1]) {
    if (!roleId) throw badRequest('缺少角色id')
    const role = await roleById(db, roleId, await chosenCustomer(db, request, raw))
    if (!role) throw notFound('未找到对应角色')
    return role
  }
}
