import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'
import type { Page } from '../envelope'
import { userResource } from '../resources/user'
import type { SysUser } from '../system'
import { nullableString, stringNumberOrNull } from './listQuery'

export const USER_PERMS = {
  list: userResource.perms.list,
  add: userResource.perms.add,
  edit: userResource.perms.edit,
  delete: 'system:user:delete',
  frozen: 'system:user:frozen',
  changePassword: 'system:user:changepwd',
} as const

const tags = ['user']
const settingTags = ['user setting']

/** The user form as 用户管理 sends it (add and edit). */
export const userFormBody = schema.object({
  id: schema.string(),
  username: schema.string(),
  realname: schema.string(),
  password: schema.string(),
  confirmpassword: schema.string(),
  email: nullableString(),
  phone: nullableString(),
  sex: stringNumberOrNull(),
  birthday: nullableString(),
  workNo: nullableString(),
  post: nullableString(),
  telephone: nullableString(),
  relTenantIds: nullableString(),
  avatar: nullableString(),
  selectedroles: schema.string(),
  selecteddeparts: schema.string(),
  version: stringNumberOrNull(),
})

/** 用户管理's calls beside the user resource's own (list, add, edit, delete, Excel). */
export const userActions = {
  /** The Vue2 client saves the user form with POST; the resource's edit is the PUT. */
  editByPost: defineAction({
    method: 'POST',
    path: '/sys/user/edit',
    permission: USER_PERMS.edit,
    summary: 'Edit a user (password ignored)',
    tags,
    body: userFormBody,
    result: returns<Record<string, unknown> & { id: string; version: number }>(),
  }),
  queryUserRole: defineAction({
    method: 'GET',
    path: '/sys/user/queryUserRole',
    permission: USER_PERMS.list,
    summary: 'Role ids of a user',
    tags,
    query: schema.object({ userid: schema.string() }, ['userid']),
    result: returns<string[]>(),
  }),
  checkOnlyUser: defineAction({
    method: 'GET',
    path: '/sys/user/checkOnlyUser',
    // Only for those who add or edit users: anyone else would learn which usernames, phones and e-mails exist.
    permission: [USER_PERMS.add, USER_PERMS.edit],
    summary: 'Is a username / phone / e-mail / work number free? Answers only yes or no.',
    tags,
    query: schema.object({
      id: schema.string(),
      username: schema.string(),
      phone: schema.string(),
      email: schema.string(),
      workNo: schema.string(),
    }),
    result: returns<boolean>(),
  }),
  frozenBatch: defineAction({
    method: 'PUT',
    path: '/sys/user/frozenBatch',
    permission: USER_PERMS.frozen,
    summary: 'Freeze (status 2) or unfreeze (status 1) users',
    tags,
    body: schema.object({ ids: schema.string(), status: schema.stringOrNumber() }, ['ids', 'status']),
    result: returns<null>(),
  }),
  queryUserByDepId: defineAction({
    method: 'GET',
    path: '/sys/user/queryUserByDepId',
    permission: USER_PERMS.list,
    summary:
      'Users of a department and its sub-departments (not paged), realname contains filter, with orgCodeTxt',
    tags,
    query: schema.object({ id: schema.string({ minLength: 1 }), realname: schema.string() }, ['id']),
    result: returns<SysUser[]>(),
  }),
  changePassword: defineAction({
    method: 'PUT',
    path: '/sys/user/changePassword',
    permission: USER_PERMS.changePassword,
    summary: "Set a user's password (by username); the policy applies and the user's sessions end",
    tags,
    body: schema.object(
      { username: schema.string(), password: schema.string(), confirmpassword: schema.string() },
      ['username'],
    ),
    result: returns<null>(),
  }),
  recycleBin: defineAction({
    method: 'GET',
    path: '/sys/user/recycleBin',
    permission: USER_PERMS.delete,
    summary: 'Deleted users (recycle bin)',
    tags,
    result: returns<SysUser[]>(),
  }),
  putRecycleBin: defineAction({
    method: 'PUT',
    path: '/sys/user/putRecycleBin',
    permission: USER_PERMS.delete,
    summary: 'Restore deleted users',
    tags,
    body: schema.object({ userIds: schema.string() }, ['userIds']),
    result: returns<null>(),
  }),
  deleteRecycleBin: defineAction({
    method: 'DELETE',
    path: '/sys/user/deleteRecycleBin',
    permission: USER_PERMS.delete,
    summary: 'Remove deleted users for good',
    tags,
    query: schema.object({ userIds: schema.string() }, ['userIds']),
    result: returns<number>(),
  }),
}

/**
 * Per-user settings kept on the server so they follow the user to any browser; a user only ever reads and writes
 * their own (the token decides whose).
 */
export const userSettingActions = {
  get: defineAction({
    method: 'GET',
    path: '/sys/userSetting/get',
    permission: 'authenticated',
    summary: 'One setting of the signed-in user (null when never saved)',
    tags: settingTags,
    query: schema.object({ key: schema.string() }),
    result: returns<unknown>(),
  }),
  save: defineAction({
    method: 'PUT',
    path: '/sys/userSetting/save',
    permission: 'authenticated',
    summary: 'Saves (creates or replaces) one setting of the signed-in user',
    tags: settingTags,
    body: schema.object({ key: schema.string(), value: {} }, ['key']),
    result: returns<null>(),
  }),
  delete: defineAction({
    method: 'DELETE',
    path: '/sys/userSetting/delete',
    permission: 'authenticated',
    summary: 'Removes one setting of the signed-in user',
    tags: settingTags,
    query: schema.object({ key: schema.string() }),
    result: returns<null>(),
  }),
}

/** One person of 通讯录: a user in one of their departments. */
export interface AddressListEntry {
  id: string
  realname: string
  workNo: string | null
  post: string | null
  telephone: string | null
  phone: string | null
  email: string | null
  departId: string
  departName: string
  orgCode: string
}

const addressText = schema.string({ maxLength: 100 })

/** 通讯录 (read-only). */
export const addressListActions = {
  queryByOrgCode: defineAction({
    method: 'GET',
    path: '/sys/user/queryByOrgCodeForAddressList',
    permission: 'system:address:list',
    summary:
      'Paged address book: users of the department `orgCode` and below (all when absent), realname / workNo contain',
    tags,
    query: schema.object({
      orgCode: addressText,
      realname: addressText,
      workNo: addressText,
      pageNo: schema.integer({ minimum: 1 }),
      pageSize: schema.integer({ minimum: 1 }),
    }),
    result: returns<Page<AddressListEntry>>(),
  }),
}
