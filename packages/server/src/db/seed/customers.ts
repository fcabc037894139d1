import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { hashPassword } from '../../services/auth/passwords'
import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import {
  customerPayment,
  customerProfile,
  sysPermission,
  sysRole,
  sysRolePermission,
  sysUser,
  sysUserRole,
} from '../schema'
import { seedCustomerOrg } from './customer-org'
import { seedCustomerTenants } from './customer-tenants'
import { CUSTOMER_MENUS, HOME_MENU, VISIT_FIGURES_PERM } from './menus'

type ProfileSeed = Omit<typeof customerProfile.$inferInsert, 'id' | 'version' | 'createBy' | 'createTime'>

/** The demo customer companies (tenants 1001–1003) with their terms. */
export const DEMO_CUSTOMERS: ProfileSeed[] = [
  {
    customerId: 1001,
    companyName: '深圳市云帆跨境电商有限公司',
    creditCode: '91440300MA5G8K2X1D',
    contact: '陈晓云',
    phone: '0755-86352210',
    email: 'finance@yunfan-ec.example.com',
    address: '广东省深圳市南山区科技园南区高新南七道18号',
    settlement: 'MONTHLY',
    creditLimit: '50000.00',
    salesOwner: 'zhangwei',
  },
  {
    customerId: 1002,
    companyName: '义乌市启航电子商务有限公司',
    creditCode: '91330782MA2EC7QH3N',
    contact: '楼启航',
    phone: '0579-85223361',
    email: 'qihang@qihang-ec.example.com',
    address: '浙江省义乌市稠江街道国际陆港物流园3号楼',
    settlement: 'PREPAID',
    creditLimit: '0.00',
    salesOwner: 'zhangwei',
  },
  {
    customerId: 1003,
    companyName: '广州市南沙优选供应链有限公司',
    creditCode: '91440115MA9W4T6R0B',
    contact: '梁文静',
    phone: '020-39092876',
    email: 'ops@nansha-yx.example.com',
    address: '广东省广州市南沙区港前大道南162号',
    settlement: 'MONTHLY',
    creditLimit: '20000.00',
    salesOwner: 'lina',
  },
]

/** Each demo customer's opening top-up: its balance is exactly this. */
const OPENING_TOP_UPS: Record<number, string> = { 1001: '20000.00', 1002: '5000.00', 1003: '8000.00' }

/** One signing-in user per demo customer (role 客户). */
export const CUSTOMER_USERS = [
  { username: 'yunfan', realname: '陈晓云', customerId: 1001, phone: '13760011001' },
  { username: 'qihang', realname: '楼启航', customerId: 1002, phone: '13957911002' },
  { username: 'nanshayx', realname: '梁文静', customerId: 1003, phone: '13802211003' },
]

export const CUSTOMER_ROLE_ID = seedId('role:customer')

/**
 * The 客户 role: the customer menus, their folders and their read buttons (list, export, statement). Idempotent;
 * grants added to the tree later (ops-core's buttons…) are picked up at the next start.
 */
async function seedCustomerRole(db: Db, now: Date): Promise<void> {
  await db
    .insert(sysRole)
    .values({
      id: CUSTOMER_ROLE_ID,
      roleName: '客户',
      roleCode: 'customer',
      description: '客户公司的用户：只看本公司的订单、包裹、账单与支付',
      createBy: 'admin',
      createTime: now,
    })
    .onConflictDoNothing()
  const menuIds = CUSTOMER_MENUS.map((key) => seedId(`menu:${key}`))
  const menus = await db
    .select({ id: sysPermission.id, parentId: sysPermission.parentId })
    .from(sysPermission)
    .where(inArray(sysPermission.id, menuIds))
  const readButtons = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(
      and(
        inArray(sysPermission.parentId, menuIds),
        eq(sysPermission.menuType, 2),
        isNotNull(sysPermission.perms),
        or(
          sql`${sysPermission.perms} like '%:list'`,
          sql`${sysPermission.perms} like '%:exportXls'`,
          sql`${sysPermission.perms} like '%:pdf'`,
          // 开放接口: a customer company manages its own API keys and webhooks.
          sql`${sysPermission.perms} like 'customer:apikey:%'`,
          sql`${sysPermission.perms} like 'customer:webhook:%'`,
        ),
      ),
    )
  const ids = new Set([
    // The home page and its cards (a customer's own figures).
    seedId(`menu:${HOME_MENU.key}`),
    ...(HOME_MENU.buttons ?? [])
      .filter((b) => b.perms !== VISIT_FIGURES_PERM)
      .map((b) => seedId(`button:${b.perms}`)),
    ...menus.map((m) => m.id),
    ...menus.flatMap((m) => (m.parentId ? [m.parentId] : [])),
    ...readButtons.map((b) => b.id),
  ])
  if (ids.size === 0) return
  await db
    .insert(sysRolePermission)
    .values([...ids].map((permissionId) => ({ roleId: CUSTOMER_ROLE_ID, permissionId })))
    .onConflictDoNothing()
}

/** Customer tenants, their profiles, the 客户 role and one user per customer (idempotent). */
export async function seedCustomers(db: Db, now: Date, demoPasswords: boolean): Promise<void> {
  await seedCustomerTenants(db, now)
  await db
    .insert(customerProfile)
    .values(
      DEMO_CUSTOMERS.map((c) => ({
        ...c,
        id: seedId(`customer:${c.customerId}`),
        balance: OPENING_TOP_UPS[c.customerId],
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(customerPayment)
    .values(
      DEMO_CUSTOMERS.map((c, index) => ({
        id: seedId(`customer-payment:${c.customerId}:opening`),
        paymentNo: `PAY20260101-${String(index + 1).padStart(4, '0')}`,
        customerId: c.customerId,
        payType: 'RECHARGE',
        amount: OPENING_TOP_UPS[c.customerId],
        currency: 'CNY',
        balanceEffect: OPENING_TOP_UPS[c.customerId],
        balanceAfter: OPENING_TOP_UPS[c.customerId],
        method: 'BANK',
        referenceNo: `CMB${20260101 + index}`,
        payTime: new Date('2026-01-01T10:00:00+08:00'),
        note: '开户预存',
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
  await seedCustomerRole(db, now)
  await seedUsersOfCustomers(db, now, demoPasswords)
  await seedCustomerOrg(db, now, CUSTOMER_USERS)
}

async function seedUsersOfCustomers(db: Db, now: Date, demoPasswords: boolean): Promise<void> {
  const existing = await db
    .select({ username: sysUser.username })
    .from(sysUser)
    .where(
      inArray(
        sysUser.username,
        CUSTOMER_USERS.map((u) => u.username),
      ),
    )
  const missing = CUSTOMER_USERS.filter((u) => !existing.some((e) => e.username === u.username))
  if (missing.length === 0) return
  const password = demoPasswords ? await hashPassword('123456') : { hash: '', salt: null }
  for (const user of missing) {
    const id = seedId(`user:${user.username}`)
    await db.insert(sysUser).values({
      id,
      username: user.username,
      realname: user.realname,
      password: password.hash,
      salt: password.salt,
      phone: user.phone,
      userIdentity: 1,
      relTenantIds: String(user.customerId),
      createBy: 'admin',
      createTime: now,
    })
    await db.insert(sysUserRole).values({ userId: id, roleId: CUSTOMER_ROLE_ID })
  }
}
