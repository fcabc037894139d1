import { HttpResponse, http } from 'msw'
import { captchaImage, demoLogin, demoPermissions } from './fixtures'

const api = (path: string) => `/jeecg-boot${path}`
const ok = <T>(result: T, message = '操作成功！') =>
  HttpResponse.json({ success: true, code: 200, message, result, timestamp: Date.now() })
const fail = (status: number, message: string) =>
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
