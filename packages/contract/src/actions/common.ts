import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'

/** JeecgBoot's DepartIdModel: one of a user's departments, key and value its id, title its name. */
export interface DepartIdModel {
  key: string
  value: string
  title: string
}

/** Which third-party apps a user list may bind (none is configured here). */
export interface EnabledThirdApps {
  wechatEnterprise: boolean
  dingtalk: boolean
}

/**
 * Calls every screen shares: the upload (its stored path comes back in `message`), the websocket ticket, and the
 * calls an unmodified JeecgBoot Vue2 front end makes on its 系统管理 screens, in JeecgBoot's shapes.
 */
export const commonActions = {
  upload: defineAction({
    method: 'POST',
    path: '/sys/common/upload',
    permission: 'authenticated',
    summary:
      'Multipart `file` (+ `biz` folder, default temp; `isup`, `jeditor` ignored). The stored path comes back in `message` (code 0).',
    tags: ['common'],
    consumes: ['multipart/form-data'],
    result: returns<null>(),
  }),
  websocketTicket: defineAction({
    method: 'GET',
    path: '/sys/websocket/ticket',
    permission: 'authenticated',
    summary: 'A single-use ticket (30 s) to open a websocket with `?ticket=` instead of a token in the URL',
    tags: ['websocket'],
    result: returns<string>(),
  }),
  userDepartList: defineAction({
    method: 'GET',
    path: '/sys/user/userDepartList',
    permission: ['system:user:list', 'system:user:edit'],
    summary: "The user's departments as DepartIdModel {key, value, title} (the Vue2 user edit keeps them)",
    tags: ['user'],
    query: schema.object({ userId: schema.string() }, ['userId']),
    result: returns<DepartIdModel[]>(),
  }),
  enabledThirdApps: defineAction({
    method: 'GET',
    path: '/sys/thirdApp/getEnabledType',
    permission: 'authenticated',
    summary: 'Which third-party apps (企业微信, 钉钉) are enabled: none is configured here',
    tags: ['user'],
    result: returns<EnabledThirdApps>(),
  }),
}
