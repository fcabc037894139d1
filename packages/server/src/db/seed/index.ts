import { eq } from 'drizzle-orm'
import { ConfigError } from '../../config'
import { hashPassword } from '../../services/auth/passwords'
import { seedId } from '../../services/shared/ids'
import type { FileStore } from '../../stores/files'
import type { Database, Db } from '../client'
import {
  sysAnnouncement,
  sysDepart,
  sysDepartPermission,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysDict,
  sysDictItem,
  sysPermission,
  sysRole,
  sysRolePermission,
  sysTenant,
  sysUser,
  sysUserDepart,
  sysUserRole,
} from '../schema'
import { ANNOUNCEMENTS } from './announcements'
import { seedChannels } from './channels'
import { seedCustomers } from './customers'
import { seedDeclaredDemo } from './declared-demo'
import { ALL_DICTS } from './dicts'
import { seedHsCodes } from './hs-codes'
import { seedInStoreDemo } from './in-store'
import { RENAMED_COMPONENTS } from './jeecg-views'
import { MENU_TREE, type MenuSeed, type RoleCode } from './menus'
import { seedMessageDemo } from './messages'
import { seedNumberPools } from './number-pools'
import { seedOnlineData } from './online'
import { seedOnlineForms } from './online-forms'
import { seedOpsDemo } from './ops-demo'
import { seedQuartzJobs } from './quartz-jobs'
import { seedRates } from './rates'
import { seedRecruitDemo } from './recruit'
import { DEPART_ROLES, DEPARTS, ROLES, STAFF, TENANTS } from './reference-data'
import { simulateBusiness } from './simulation'
import { seedSysConfig } from './sys-config'
import { seedTransport } from './transport'

export interface SeedOptions {
  /** The admin's password; required on a database without an admin. */
  adminPassword?: string
  /** Staff get `123456` (embedded demo) instead of random passwords. */
  demoPasswords: boolean
  /**
   * The first start simulates this many days of business as the operations demo (the product's start); without it
   * the first start writes the fixed demo parcels (the test template, the e2e server).
   */
  simulateDays?: number
  /** Where the simulated job seekers' résumé photos are stored (needed with `simulateDays`). */
  files?: FileStore
}

export const DEMO_PASSWORD = '123456'
export const ADMIN_ID = seedId('user:admin')
export const roleId = (code: RoleCode) => seedId(`role:${code}`)
export const departId = (orgCode: string) => seedId(`depart:${orgCode}`)

/**
 * The seeds that check what is there before adding (each area's demo data, grants and jobs): run on the first start
 * and again on every later one, so databases seeded before an area existed get it too.
 */
async function seedIdempotentData(db: Db, now: Date, options: SeedOptions): Promise<void> {
  await seedDepartRoles(db, now)
  await seedOnlineData(db, now)
  await seedRecruitDemo(db, now)
  await seedQuartzJobs(db, now)
  await seedChannels(db, now)
  await seedSysConfig(db, now)
  await seedRates(db, now)
  await seedHsCodes(db, now)
  await seedMessageDemo(db, now)
  await seedCustomers(db, now, options.demoPasswords)
  await seedTransport(db, now)
  await seedDeclaredDemo(db, now)
  await seedOpsDemo(db, now, { parcels: options.simulateDays === undefined })
  // After the parcels: the demo batch's lines are ordered parcels waiting to be received.
  await seedInStoreDemo(db, now)
  await seedNumberPools(db, now)
  await seedOnlineForms(db)
}

/** Fills an empty database once; a database that already has an admin is left as it is. */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<{ seeded: boolean }> {
  const { db } = database
  const existing = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'admin'))
  if (existing.length > 0) {
    await seedAdditions(db, new Date())
    await seedIdempotentData(db, new Date(), options)
    return { seeded: false }
  }
  if (!options.adminPassword) {
    throw new ConfigError('The database has no admin yet: set ADMIN_PASSWORD for the first start')
  }
  const now = new Date()
  await db.transaction(async (tx) => {
    await seedReferenceData(tx as unknown as Db, now)
    await seedPermissions(tx as unknown as Db, now)
    await seedUsers(tx as unknown as Db, now, options)
    await seedAnnouncements(tx as unknown as Db, now)
    await seedIdempotentData(tx as unknown as Db, now, options)
    if (options.simulateDays !== undefined) {
      if (!options.files) throw new Error('simulating the business needs a file store for the résumé photos')
      await simulateBusiness(tx as unknown as Db, now, options.simulateDays, options.files)
    }
  })
  return { seeded: true }
}

async function seedReferenceData(db: Db, now: Date): Promise<void> {
  await db
    .insert(sysTenant)
    .values(TENANTS.map((t) => ({ ...t, status: 1, createBy: 'admin', createTime: now })))
    .onConflictDoNothing()
  await db
    .insert(sysRole)
    .values(
      ROLES.map((r) => ({
        id: roleId(r.code),
        roleName: r.name,
        roleCode: r.code,
        description: r.description,
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(sysDepart)
    .values(
      DEPARTS.map((d) => ({
        id: departId(d.key),
        parentId: d.parent ? departId(d.parent) : null,
        departName: d.name,
        orgCode: d.key,
        orgCategory: d.parent ? '2' : '1',
        orgType: d.parent ? '2' : '1',
        departOrder: d.order,
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
  await seedDicts(db, now)
}

/** The system dictionaries (idempotent). */
async function seedDicts(db: Db, now: Date): Promise<void> {
  for (const dict of ALL_DICTS) {
    const dictId = seedId(`dict:${dict.code}`)
    await db
      .insert(sysDict)
      .values({ id: dictId, dictCode: dict.code, dictName: dict.name, createBy: 'admin', createTime: now })
      .onConflictDoNothing()
    await db
      .insert(sysDictItem)
      .values(
        dict.items.map(([value, text], index) => ({
          id: seedId(`dict:${dict.code}:${value}`),
          dictId,
          itemValue: value,
          itemText: text,
          sortOrder: index + 1,
          createTime: now,
        })),
      )
      .onConflictDoNothing()
  }
}

async function seedPermissions(db: Db, now: Date): Promise<void> {
  const permissionRows: (typeof sysPermission.$inferInsert)[] = []
  const grants: { roleId: string; permissionId: string }[] = []
  const grant = (id: string, roles: RoleCode[]) => {
    for (const role of new Set<RoleCode>(['admin', ...roles]))
      grants.push({ roleId: roleId(role), permissionId: id })
  }
  const visit = (menu: MenuSeed, parentId: string | null, inherited: RoleCode[], index: number) => {
    const id = seedId(`menu:${menu.key}`)
    const roles = menu.roles ?? inherited
    permissionRows.push({
      id,
      parentId,
      name: menu.title,
      icon: menu.icon ?? null,
      component: menu.component,
      componentName: menu.componentName ?? null,
      url: menu.url,
      redirect: menu.redirect ?? null,
      sortNo: index + 1,
      menuType: parentId ? 1 : 0,
      isLeaf: !menu.children?.length,
      hidden: menu.hidden ?? false,
      // Every page keeps its state while its tab is open (filters, scroll, unsaved edits).
      keepAlive: !menu.children?.length,
      createBy: 'admin',
      createTime: now,
    })
    grant(id, roles)
    menu.children?.forEach((child, childIndex) => {
      visit(child, id, roles, childIndex)
    })
    menu.buttons?.forEach((button, buttonIndex) => {
      const buttonId = seedId(`button:${button.perms}`)
      permissionRows.push({
        id: buttonId,
        parentId: id,
        name: button.title,
        perms: button.perms,
        permsType: '1',
        sortNo: buttonIndex + 1,
        menuType: 2,
        isLeaf: true,
        isRoute: false,
        createBy: 'admin',
        createTime: now,
      })
      grant(buttonId, button.roles)
    })
  }
  MENU_TREE.forEach((menu, index) => {
    visit(menu, null, [], index)
  })
  await db.insert(sysPermission).values(permissionRows).onConflictDoNothing()
  await db.insert(sysRolePermission).values(grants).onConflictDoNothing()
}

async function seedUsers(db: Db, now: Date, options: SeedOptions): Promise<void> {
  const admin = await hashPassword(options.adminPassword!)
  await db.insert(sysUser).values({
    id: ADMIN_ID,
    username: 'admin',
    realname: '管理员',
    password: admin.hash,
    salt: admin.salt,
    sex: 1,
    email: 'admin@portico.example.com',
    phone: '18611110000',
    orgCode: 'A01',
    departIds: departId('A01'),
    workNo: 'P0001',
    post: '系统管理员',
    userIdentity: 2,
    relTenantIds: '1,2',
    createBy: 'system',
    createTime: now,
  })
  await db.insert(sysUserRole).values({ userId: ADMIN_ID, roleId: roleId('admin') })
  await db.insert(sysUserDepart).values({ userId: ADMIN_ID, depId: departId('A01') })
  // Demo staff share the documented demo password (hashed once: scrypt is slow on purpose); otherwise they get no
  // usable password until an administrator or the forgotten-password flow sets one.
  const demo = options.demoPasswords ? await hashPassword(DEMO_PASSWORD) : { hash: '', salt: null }
  for (const [index, staff] of STAFF.entries()) {
    const id = seedId(`user:${staff.username}`)
    const password = demo
    await db.insert(sysUser).values({
      id,
      username: staff.username,
      realname: staff.realname,
      password: password.hash,
      salt: password.salt,
      sex: staff.sex,
      email: staff.email,
      phone: staff.phone,
      orgCode: staff.departs[0],
      departIds: staff.departs.map(departId).join(','),
      workNo: staff.workNo,
      post: staff.post,
      userIdentity: 1,
      relTenantIds: '1',
      createBy: 'admin',
      // Distinct creation times give the default list order (newest first) a stable meaning.
      createTime: new Date(now.getTime() + (index + 1) * 1000),
    })
    await db.insert(sysUserRole).values(staff.roles.map((role) => ({ userId: id, roleId: roleId(role) })))
    await db
      .insert(sysUserDepart)
      .values(staff.departs.map((code) => ({ userId: id, depId: departId(code) })))
  }
}

async function seedAnnouncements(db: Db, now: Date): Promise<void> {
  const year = 365 * 24 * 3600_000
  await db
    .insert(sysAnnouncement)
    .values(
      ANNOUNCEMENTS.map((a, index) => {
        // Oldest first, a minute apart, so "newest first" has a stable meaning.
        const sendTime = new Date(now.getTime() - (ANNOUNCEMENTS.length - index) * 60_000)
        return {
          ...a,
          id: seedId(`announcement:${a.key}`),
          key: undefined,
          startTime: sendTime,
          endTime: new Date(now.getTime() + year),
          sender: 'admin',
          msgType: 'ALL',
          sendStatus: '1',
          sendTime,
          delFlag: '0',
          createBy: 'admin',
          createTime: sendTime,
        }
      }),
    )
    .onConflictDoNothing()
}

/** Every menu of the tree that has buttons, depth first. */
function menusWithButtons(menus: MenuSeed[]): MenuSeed[] {
  return menus.flatMap((menu) => [
    ...(menu.buttons?.length ? [menu] : []),
    ...menusWithButtons(menu.children ?? []),
  ])
}

/**
 * Rows introduced after a database's first seed (idempotent): dictionaries, and the buttons of later pages with
 * their grants (admin and the roles the button names).
 */
async function seedAdditions(db: Db, now: Date): Promise<void> {
  await seedDicts(db, now)
  for (const [old, renamed] of Object.entries(RENAMED_COMPONENTS))
    await db.update(sysPermission).set({ component: renamed }).where(eq(sysPermission.component, old))
  for (const menu of menusWithButtons(MENU_TREE)) {
    const parentId = seedId(`menu:${menu.key}`)
    const parent = await db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(eq(sysPermission.id, parentId))
    if (!menu.buttons || parent.length === 0) continue
    const rows = menu.buttons.map((button, index) => ({
      id: seedId(`button:${button.perms}`),
      parentId,
      name: button.title,
      perms: button.perms,
      permsType: '1',
      sortNo: index + 1,
      menuType: 2,
      isLeaf: true,
      isRoute: false,
      createBy: 'admin',
      createTime: now,
    }))
    const inserted = new Set(
      (
        await db.insert(sysPermission).values(rows).onConflictDoNothing().returning({ id: sysPermission.id })
      ).map((r) => r.id),
    )
    const grants = menu.buttons
      .filter((button) => inserted.has(seedId(`button:${button.perms}`)))
      .flatMap((button) =>
        [...new Set<RoleCode>(['admin', ...button.roles])].map((role) => ({
          roleId: roleId(role),
          permissionId: seedId(`button:${button.perms}`),
        })),
      )
    if (grants.length) await db.insert(sysRolePermission).values(grants).onConflictDoNothing()
  }
}

/** Department roles and their grants (idempotent: also added to databases seeded before they existed). */
async function seedDepartRoles(db: Db, now: Date): Promise<void> {
  for (const role of DEPART_ROLES) {
    const id = seedId(`depart-role:${role.key}`)
    const inserted = await db
      .insert(sysDepartRole)
      .values({
        id,
        departId: departId(role.depart),
        roleName: role.name,
        roleCode: role.code,
        createBy: 'admin',
        createTime: now,
      })
      .onConflictDoNothing()
      .returning({ id: sysDepartRole.id })
    if (inserted.length === 0) continue
    const permissionIds = [
      ...role.menus.map((key) => seedId(`menu:${key}`)),
      ...role.buttons.map((perms) => seedId(`button:${perms}`)),
    ]
    // The department holds what its role grants (部门权限), so the role can be re-saved from its tree.
    await db
      .insert(sysDepartPermission)
      .values(permissionIds.map((permissionId) => ({ departId: departId(role.depart), permissionId })))
      .onConflictDoNothing()
    await db
      .insert(sysDepartRolePermission)
      .values(
        permissionIds.map((permissionId) => ({ departId: departId(role.depart), roleId: id, permissionId })),
      )
      .onConflictDoNothing()
    await db
      .insert(sysDepartRoleUser)
      .values(role.users.map((username) => ({ userId: seedId(`user:${username}`), droleId: id })))
      .onConflictDoNothing()
  }
}
