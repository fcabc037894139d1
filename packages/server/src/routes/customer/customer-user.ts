import { CUSTOMER_ORG_PERMS as PERMS, type UserForm } from '@portico/contract'
import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { sysRole, sysTenant, sysUser } from '../../db/schema'
import type { Deps } from '../../deps'
import { forbidden, notFound, ok } from '../../http/envelope'
import { departTree } from '../../services/departs/depart-tree'
import { departsOfUser } from '../../services/departs/departs'
import { listQuerystring } from '../../services/query'
import { toSysRole } from '../../services/shared/serializers'
import { CUSTOMER_ROLE_CODE, customerOfTenants } from '../../services/tenants/customer-fit'
import { chosenCustomer } from '../../services/tenants/customer-org'
import { memberOfTenant } from '../../services/tenants/tenant-members'
import { roleIdsOf } from '../../services/users/current-user'
import { addUserAs, editUserAs, setUsersStatus } from '../../services/users/users-admin'
import { listUsers, USER_LIST, type UserListQuery } from '../../services/users/users-list'
import { splitIds } from '../../services/users/users-write'
import { objectSchema, str, strOrNum } from '../schemas'

const tags = ['customer']
const base = '/customer/user'
const userBody = objectSchema({ tenantId: strOrNum, id: str, selectedroles: str, selecteddeparts: str }, [
  'tenantId',
])

/** Users of a customer company: whose tenants include it (or, without one, any customer company). */
const ofCustomer = (tenantId: number | null) =>
  tenantId === null
    ? sql`string_to_array(${sysUser.relTenantIds}, ',') && array(select ${sysTenant.id}::text from ${sysTenant} where ${sysTenant.tenantType} = 'customer')`
    : memberOfTenant(tenantId)

/** The user, who must be a user of the named customer (or, without one, of some customer). */
async function customerUser(db: Db, request: FastifyRequest, id: string, raw?: unknown) {
  const [user] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.id, id), eq(sysUser.delFlag, 0)))
  const customer = user ? await customerOfTenants(db, user.relTenantIds) : null
  if (!user || customer === null) throw notFound('未找到对应客户用户')
  if (raw !== undefined && (await chosenCustomer(db, request, raw)) !== customer)
    throw notFound('未找到对应客户用户')
  if (request.customerId !== null && request.customerId !== customer) throw forbidden('无权访问该客户')
  return { user, customer }
}

type CustomerUserRequest = FastifyRequest<{ Body: UserForm & { tenantId: string } }>

/**
 * Adding and editing a customer's user, served at /customer/user/add|edit and at the spec's
 * /sys/user/addCustomer|editCustomer.
 */
export function customerUserWrites(db: Db) {
  return {
    add: {
      config: { permission: PERMS.userAdd },
      schema: {
        tags,
        summary: 'Add a user of the customer (tenantId), with its roles and departments',
        body: userBody,
      },
      handler: async (request: CustomerUserRequest) => {
        const customer = await chosenCustomer(db, request, request.body.tenantId)
        const id = await addUserAs(db, request.user!, { ...request.body, relTenantIds: String(customer) })
        return ok(id, '添加成功！')
      },
    },
    edit: {
      config: { permission: PERMS.userEdit },
      schema: { tags, summary: "Edit a customer's user; the company stays", body: userBody },
      handler: async (request: CustomerUserRequest) => {
        await customerUser(db, request, String(request.body.id ?? ''), request.body.tenantId)
        const { relTenantIds: _kept, ...form } = request.body
        if (!(await editUserAs(db, request.user!, form))) throw notFound('未找到对应客户用户')
        return ok(null, '修改成功!')
      },
    },
  }
}

/**
 * 客户用户: a customer company's users, added, edited and frozen as in 用户管理 (the same services and grant checks),
 * with their company fixed: only that company's roles and departments, and their rows only once signed in.
 */
export const customerUserRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  app.get<{ Querystring: UserListQuery & { tenantId?: string } }>(
    `${base}/list`,
    {
      config: { permission: PERMS.userList },
      schema: {
        tags,
        summary: 'Paged users of a customer (tenantId), or of every customer; filters as the user list',
        querystring: {
          ...listQuerystring(USER_LIST),
          properties: { ...listQuerystring(USER_LIST).properties, tenantId: strOrNum },
        },
      },
    },
    async (request) => {
      const { tenantId, ...query } = request.query
      const own = request.customerId
      const customer = tenantId ? await chosenCustomer(db, request, tenantId) : own
      return ok(await listUsers(db, query, [ofCustomer(customer)]))
    },
  )

  app.get<{ Querystring: { tenantId: string } }>(
    `${base}/formOptions`,
    {
      config: { permission: [PERMS.userAdd, PERMS.userEdit] },
      schema: {
        tags,
        summary: "What the user form offers: the customer's roles (and the shared 客户 role) and departments",
        querystring: { type: 'object', properties: { tenantId: strOrNum }, required: ['tenantId'] },
      },
    },
    async (request) => {
      const customer = await chosenCustomer(db, request, request.query.tenantId)
      const roles = await db
        .select()
        .from(sysRole)
        .where(or(eq(sysRole.tenantId, customer), eq(sysRole.roleCode, CUSTOMER_ROLE_CODE)))
        .orderBy(asc(sysRole.createTime), asc(sysRole.roleCode))
      return ok({ roles: roles.map(toSysRole), departs: await departTree(db, customer) })
    },
  )

  app.get<{ Querystring: { id: string } }>(
    `${base}/queryUserLinks`,
    {
      config: { permission: [PERMS.userList, PERMS.userEdit] },
      schema: {
        tags,
        summary: "A customer user's role ids and department ids",
        querystring: { type: 'object', properties: { id: str }, required: ['id'] },
      },
    },
    async (request) => {
      const { user } = await customerUser(db, request, request.query.id)
      const departs = await departsOfUser(db, user.id)
      return ok({ roleIds: await roleIdsOf(db, user.id), departIds: departs.map((d) => d.id) })
    },
  )

  const writes = customerUserWrites(db)
  app.post(`${base}/add`, writes.add)
  app.put(`${base}/edit`, writes.edit)

  app.put<{ Body: { ids: string; status: string | number } }>(
    `${base}/frozenBatch`,
    {
      config: { permission: PERMS.userFrozen },
      schema: {
        tags,
        summary: "Freeze (2) or unfreeze (1) customers' users",
        body: objectSchema({ ids: str, status: { type: ['string', 'number'] } }, ['ids', 'status']),
      },
    },
    async (request) => {
      const ids = splitIds(request.body.ids)
      for (const id of ids) await customerUser(db, request, id)
      await setUsersStatus(deps, request.user!, ids, request.body.status)
      return ok(null, '操作成功!')
    },
  )
}
