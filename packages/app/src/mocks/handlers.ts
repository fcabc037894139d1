import { HttpResponse, http, ws } from 'msw'
import { captchaImage, demoAnnouncements, demoDeparts, demoLogin, demoPermissions } from './fixtures'

export const api = (path: string) => `/jeecg-boot${path}`
export const ok = <T>(result: T, message = '操作成功！') =>
  HttpResponse.json({ success: true, code: 200, message, result, timestamp: Date.now() })
export const fail = (status: number, message: string) =>
  HttpResponse.json(
    { success: false, code: status, message, result: null, timestamp: Date.now() },
    { status },
  )

/** The session endpoints of the app's stories; `captcha` is the code the fake server accepts. */
export function sessionHandlers({ captcha = 'abcd' } = {}) {
  return [
    http.get(api('/sys/randomImage/:key'), () => ok(captchaImage)),
    http.post(api('/sys/login'), async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string; captcha: string }
      if (body.captcha.toLowerCase() !== captcha) return fail(400, '验证码错误')
      if (body.username !== 'admin' || body.password !== '123456') return fail(400, '用户名或密码错误')
      return ok(demoLogin, '登录成功')
    }),
    http.post(api('/sys/logout'), () => ok(null, '退出登录成功！')),
    http.get(api('/sys/permission/getUserPermissionByToken'), () => ok(demoPermissions, '查询成功')),
    http.get(api('/sys/dict/refleshCache'), () => ok(null)),
    http.get(api('/sys/dict/queryAllDictItems'), () => ok({ sex: [{ value: '1', text: '男' }] })),
  ]
}

/** The notice bell's endpoints; reading an announcement takes it off the unread lists. */
export function noticeHandlers(options: { failList?: boolean } = {}) {
  return noticeMock(options).handlers
}

/** The notice endpoints with their state, and `reset` to start a story from the demo list again. */
export function noticeMock({ failList = false }: { failList?: boolean } = {}) {
  let notices = demoAnnouncements()
  const markRead = (anntId: string) => {
    const before = notices.anntMsgList.length + notices.sysMsgList.length
    notices.anntMsgList = notices.anntMsgList.filter((a) => a.id !== anntId)
    notices.sysMsgList = notices.sysMsgList.filter((a) => a.id !== anntId)
    notices.anntMsgTotal = notices.anntMsgList.length
    notices.sysMsgTotal = notices.sysMsgList.length
    return before !== notices.anntMsgTotal + notices.sysMsgTotal
  }
  const handlers = [
    http.get(api('/sys/annountCement/listByUser'), () =>
      failList ? fail(500, '消息服务暂不可用') : ok({ ...notices }, '查询成功'),
    ),
    http.put(api('/sys/sysAnnouncementSend/editByAnntIdAndUserId'), async ({ request }) => {
      const { anntId } = (await request.json()) as { anntId: string }
      markRead(anntId)
      return ok(null)
    }),
    // The notice socket: accepted and silent unless a story pushes a message.
    ws.link(/\/jeecg-boot\/websocket\//).addEventListener('connection', () => {}),
  ]
  return {
    handlers,
    reset: () => {
      notices = demoAnnouncements()
    },
  }
}

/** Change password and switch department. */
export function accountHandlers({ departs = demoDeparts } = {}) {
  return [
    http.put(api('/sys/user/updatePassword'), async ({ request }) => {
      const body = (await request.json()) as { oldpassword: string }
      if (body.oldpassword !== '123456') return fail(400, '旧密码输入错误')
      return ok(null, '密码修改成功！')
    }),
    http.get(api('/sys/user/getCurrentUserDeparts'), () => ok(departs)),
    http.put(api('/sys/selectDepart'), async ({ request }) => {
      const { orgCode } = (await request.json()) as { orgCode: string }
      return ok({ userInfo: { ...demoLogin.userInfo, orgCode } })
    }),
  ]
}

/** The SMS code the fake server sends (and accepts) in stories. */
export const STORY_SMS_CODE = '246810'

/**
 * Phone login, self-registration and the forgotten-password steps (smsmode 0, 1, 2), with the server's messages.
 * Phones starting 138 are registered (to zhangwei); `takenUsername` is already registered.
 */
export function smsHandlers({ takenUsername = 'admin', captcha = 'abcd' } = {}) {
  const registered = (mobile: string) => mobile.startsWith('138')
  return [
    http.get(api('/sys/randomImage/:key'), () => ok(captchaImage)),
    http.post(api('/sys/sms'), async ({ request }) => {
      // No code without the image captcha (sessionHandlers' fixed answer); then the server answers alike whether
      // or not the phone has an account.
      const { captcha: answer } = (await request.json()) as { captcha?: string }
      if (!answer) return fail(400, '请输入图形验证码')
      if (answer !== captcha) return fail(400, '图形验证码错误或已过期')
      return ok(null, '短信验证码发送成功')
    }),
    http.post(api('/sys/phoneLogin'), async ({ request }) => {
      const { captcha } = (await request.json()) as { captcha: string }
      if (captcha !== STORY_SMS_CODE) return fail(400, '手机验证码错误')
      return ok(demoLogin, '登录成功')
    }),
    http.post(api('/sys/user/register'), async ({ request }) => {
      const body = (await request.json()) as { username: string; smscode: string; phone: string }
      // A taken name or phone is told only after the phone's code.
      if (body.smscode !== STORY_SMS_CODE) return fail(400, '手机验证码错误')
      if (body.username === takenUsername) return fail(409, '用户名已注册')
      if (registered(body.phone)) return fail(409, '该手机号已注册')
      return ok(null, '注册成功')
    }),
    http.post(api('/sys/user/phoneVerification'), async ({ request }) => {
      const { smscode } = (await request.json()) as { smscode: string }
      if (smscode !== STORY_SMS_CODE) return fail(400, '手机验证码错误')
      return ok({ smscode, username: 'zhangwei' })
    }),
    http.post(api('/sys/user/passwordChange'), async ({ request }) => {
      const body = (await request.json()) as { username: string; smscode: string }
      if (body.username !== 'zhangwei' || body.smscode !== STORY_SMS_CODE)
        return fail(400, '短信验证码不匹配！')
      return ok(null, '密码重置成功！')
    }),
  ]
}

/** The account pages: self-edit answers the saved user; a phone starting 138 belongs to someone else. */
export function selfEditHandlers() {
  return [
    http.put(api('/sys/user/editSelf'), async ({ request }) => {
      const change = (await request.json()) as Record<string, string | null>
      if (change.phone?.startsWith('138')) return fail(409, '手机号已存在')
      const sex = change.sex === undefined ? demoLogin.userInfo.sex : change.sex ? Number(change.sex) : null
      return ok({ ...demoLogin.userInfo, ...change, sex, updateTime: String(Date.now()) }, '修改成功!')
    }),
    http.get(api('/sys/annountCement/listByUser'), () =>
      ok({ anntMsgList: [], anntMsgTotal: 2, sysMsgList: [], sysMsgTotal: 1 }),
    ),
  ]
}

/** Third-party login: the one-time token `good-token` signs in; any other is refused as the server does. */
export function thirdLoginHandlers() {
  return [
    http.get(api('/sys/thirdLogin/getLoginUser/:token/:thirdType'), ({ params }) =>
      params.token === 'good-token'
        ? ok({ token: demoLogin.token, userInfo: demoLogin.userInfo }, '登录成功')
        : fail(400, '登录凭证无效或已过期'),
    ),
  ]
}
