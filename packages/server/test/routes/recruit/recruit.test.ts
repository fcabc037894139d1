import type {
  Envelope,
  IntervieweeLoginResult,
  Page,
  RecruitApplication,
  RecruitJob,
  RecruitMessage,
  ResumeContent,
  SmsOutboxEntry,
} from '@portico/contract'
import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { kvEntry } from '../../../src/db/schema'
import { API, CAPTCHA, call, login, uniqueKey, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'
import { PDF, PNG, postUpload } from '../../helpers/upload'

const t = withTestApp({ admin: 'admin' })
let phoneCounter = 0
/** A phone no other test used: 139, six digits of the clock, two of a counter. */
const newPhone = () =>
  `139${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter++ % 100).padStart(2, '0')}`

async function captchaKey(): Promise<string> {
  const key = uniqueKey()
  const { body } = await call<string>(t.app, 'POST', '/recruit/interviewee/getCaptcha', undefined, { key })
  expect(body.result).toMatch(/^data:image\/svg\+xml;base64,/)
  return key
}

/** What staff see in the SMS outbox: the code in the newest message to `phone`. */
async function lastSmsCode(phone: string): Promise<string> {
  const { status, body } = await call<Page<SmsOutboxEntry>>(
    t.app,
    'GET',
    `/recruit/admin/sms/list?mobile=${phone}`,
    t.admin,
  )
  expect(status).toBe(200)
  const content = body.result?.records[0]?.content ?? ''
  const code = /(\d{6})/.exec(content)?.[1]
  if (!code) throw new Error(`no SMS to ${phone}`)
  return code
}

/** The one-minute wait between two codes to one phone, passed. */
async function minutePassed(phone: string) {
  await t.testDb.database.db.delete(kvEntry).where(like(kvEntry.key, `sms-resend:${phone}`))
}

async function sendCode(phone: string, type = 'register') {
  return call(t.app, 'POST', '/recruit/interviewee/sendCaptcha', undefined, {
    phone,
    captcha: CAPTCHA,
    checkKey: await captchaKey(),
    type,
  })
}

async function register(phone: string, password = 'abc12345') {
  expect((await sendCode(phone)).body.success).toBe(true)
  const smsCode = await lastSmsCode(phone)
  const { body } = await call(t.app, 'POST', '/recruit/interviewee/register', undefined, {
    phone,
    smsCode,
    password,
    confirmPassword: password,
  })
  expect(body).toMatchObject({ success: true, message: '注册成功' })
}

async function loginInterviewee(phone: string, password = 'abc12345'): Promise<string> {
  const { body } = await call<IntervieweeLoginResult>(
    t.app,
    'POST',
    '/recruit/interviewee/login/V2',
    undefined,
    {
      phone,
      password,
    },
  )
  expect(body.code).toBe(200)
  expect(body.result).toMatchObject({ loginAccount: phone, phone })
  return body.result!.token
}

async function upload(token: string, content: Buffer, name: string, kind: 'photo' | 'attachment') {
  const form = new FormData()
  form.append('file', new Blob([content]), name)
  form.append('kind', kind)
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/recruit/resume/file/upload`,
    headers: { 'x-access-token': token },
    payload: form,
  })
  return { status: response.statusCode, body: response.json() as Envelope<null> }
}

async function firstJob(): Promise<RecruitJob> {
  const { body } = await call<Page<RecruitJob>>(t.app, 'POST', '/recruit/job/list', undefined, {
    pageNo: 1,
    pageSize: 10,
  })
  return body.result!.records[0]!
}

function completeResume(photo: string, attachment: string): ResumeContent {
  return {
    basic: {
      name: '李小明',
      gender: '男',
      birthday: '1998-05-01',
      phone: '13812345678',
      degree: '本科',
      photo,
    },
    education: [{ school: '广西大学', major: '物流管理', degree: '本科', startDate: '2016-09-01' }],
    work: [],
    family: [],
    certificates: [],
    attachments: { files: attachment },
  }
}

describe('interviewee accounts', () => {
  it('registers with the image captcha and an SMS code that staff read in the outbox; the code is single-use', async () => {
    const phone = newPhone()
    await register(phone)
    const token = await loginInterviewee(phone)
    const info = await call(t.app, 'POST', '/recruit/interviewee/info', token)
    expect(info.body.result).toMatchObject({ phone })

    // A second registration of the phone is refused only to the holder of its code.
    await minutePassed(phone)
    const again = await sendCode(phone)
    expect(again.status).toBe(200)
    const retry = await call(t.app, 'POST', '/recruit/interviewee/register', undefined, {
      phone,
      smsCode: await lastSmsCode(phone),
      password: 'abc12345',
      confirmPassword: 'abc12345',
    })
    expectRefused(retry, 500)
    expect(retry.body.message).toBe('该手机号已注册，请直接登录')
  })

  it('answers the SMS, reset and phone-change steps alike for registered and unregistered phones', async () => {
    const registered = newPhone()
    await register(registered)
    await minutePassed(registered)
    const unknown = newPhone()
    const answer = (r: { status: number; body: Envelope<unknown> }) => [r.status, r.body.code, r.body.message]
    for (const type of ['register', 'reset']) {
      const a = answer(await sendCode(registered, type))
      const b = answer(await sendCode(unknown, type))
      expect(a, type).toEqual([200, 200, '短信验证码发送成功'])
      expect(b, type).toEqual(a)
      await minutePassed(registered)
      await minutePassed(unknown)
    }
    const reset = (phone: string) =>
      call(t.app, 'POST', '/recruit/interviewee/resetPassword', undefined, {
        phone,
        smsCode: '000000',
        password: 'abc12345',
        confirmPassword: 'abc12345',
      })
    expect(answer(await reset(unknown))).toEqual([200, 500, '手机验证码错误'])
    expect(answer(await reset(registered))).toEqual(answer(await reset(unknown)))

    // A signed-in job seeker learns whether another account holds a phone only from that phone's code.
    const other = newPhone()
    await register(other)
    const token = await loginInterviewee(other)
    await minutePassed(other)
    await call(t.app, 'POST', '/recruit/interviewee/sendCaptchaByInterviewee', token, { type: 'old' })
    await call(t.app, 'POST', '/recruit/interviewee/oldPhoneValid', token, {
      smsCode: await lastSmsCode(other),
    })
    const toNew = (phone: string) =>
      call(t.app, 'POST', '/recruit/interviewee/sendCaptchaByInterviewee', token, { type: 'new', phone })
    expect(answer(await toNew(registered))).toEqual(answer(await toNew(newPhone())))
  })

  it('refuses a wrong image captcha, a wrong or reused SMS code, a weak password and too many codes per phone', async () => {
    const phone = newPhone()
    const wrongCaptcha = await call(t.app, 'POST', '/recruit/interviewee/sendCaptcha', undefined, {
      phone,
      captcha: 'zzzz',
      checkKey: await captchaKey(),
    })
    expect(wrongCaptcha.body).toMatchObject({ success: false, message: '图形验证码错误或已过期' })

    expect((await sendCode(phone)).body.success).toBe(true)
    const tooSoon = await sendCode(phone)
    expect(tooSoon.status).toBe(429)

    const weak = await call(t.app, 'POST', '/recruit/interviewee/register', undefined, {
      phone,
      smsCode: await lastSmsCode(phone),
      password: '12345678',
      confirmPassword: '12345678',
    })
    expect(weak.body.message).toBe('密码需同时包含字母和数字')
    const wrong = await call(t.app, 'POST', '/recruit/interviewee/register', undefined, {
      phone,
      smsCode: '000000',
      password: 'abc12345',
      confirmPassword: 'abc12345',
    })
    expect(wrong.body).toMatchObject({ success: false, message: '手机验证码错误' })
    const code = await lastSmsCode(phone)
    const form = { phone, smsCode: code, password: 'abc12345', confirmPassword: 'abc12345' }
    expect((await call(t.app, 'POST', '/recruit/interviewee/register', undefined, form)).body.success).toBe(
      true,
    )
    const reused = await call(t.app, 'POST', '/recruit/interviewee/resetPassword', undefined, form)
    expect(reused.body.message).toBe('手机验证码错误')
  })

  it('lets a stranger at another address not lock a job seeker out', async () => {
    const phone = newPhone()
    await register(phone)
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/recruit/interviewee/login/V2`,
        payload: { phone, password },
        remoteAddress,
      })
    for (let i = 0; i < 5; i++) expectRefused(await attempt(`wrong${i}x`, '203.0.113.9'), 500)
    expect((await attempt('abc12345', '203.0.113.9')).statusCode).toBe(429)
    const owner = await attempt('abc12345', '198.51.100.7')
    expect([owner.statusCode, owner.json().message]).toEqual([200, '登录成功'])
  })

  it('keeps interviewee and staff tokens apart', async () => {
    const phone = newPhone()
    await register(phone)
    const token = await loginInterviewee(phone)
    expect((await call(t.app, 'GET', '/sys/user/list', token)).status).toBe(401)
    expect((await call(t.app, 'POST', '/recruit/message/count', t.admin)).status).toBe(401)
    expect((await call(t.app, 'GET', '/recruit/admin/sms/list', token)).status).toBe(401)
  })

  it('resets a forgotten password, changes it, and changes the phone after both codes', async () => {
    const phone = newPhone()
    await register(phone)
    await minutePassed(phone)
    expect((await sendCode(phone, 'reset')).body.success).toBe(true)
    const reset = await call(t.app, 'POST', '/recruit/interviewee/resetPassword', undefined, {
      phone,
      smsCode: await lastSmsCode(phone),
      password: 'new12345',
      confirmPassword: 'new12345',
    })
    expect(reset.body.success).toBe(true)
    const badLogin = await call(t.app, 'POST', '/recruit/interviewee/login/V2', undefined, {
      phone,
      password: 'abc12345',
    })
    expect(badLogin.body).toMatchObject({ success: false, message: '手机号或密码错误' })
    const token = await loginInterviewee(phone, 'new12345')

    const changed = await call(t.app, 'POST', '/recruit/interviewee/updatePassword', token, {
      oldPassword: 'new12345',
      password: 'third123',
      confirmPassword: 'third123',
    })
    expect(changed.body.success).toBe(true)

    const newNumber = newPhone()
    const early = await call(t.app, 'POST', '/recruit/interviewee/sendCaptchaByInterviewee', token, {
      type: 'new',
      phone: newNumber,
    })
    expect(early.body.message).toBe('请先验证原手机号')
    await minutePassed(phone)
    await call(t.app, 'POST', '/recruit/interviewee/sendCaptchaByInterviewee', token, { type: 'old' })
    const old = await call(t.app, 'POST', '/recruit/interviewee/oldPhoneValid', token, {
      smsCode: await lastSmsCode(phone),
    })
    expect(old.body.success).toBe(true)
    await call(t.app, 'POST', '/recruit/interviewee/sendCaptchaByInterviewee', token, {
      type: 'new',
      phone: newNumber,
    })
    const moved = await call(t.app, 'POST', '/recruit/interviewee/newPhoneValid', token, {
      phone: newNumber,
      smsCode: await lastSmsCode(newNumber),
    })
    expect(moved.body.result).toMatchObject({ phone: newNumber })
    await loginInterviewee(newNumber, 'third123')
  })
})

describe('public portal calls', () => {
  it('lists published jobs with province and city filters, cities of province 20, the org tree and notices', async () => {
    const cities = await call<{ id: string; name: string }[]>(
      t.app,
      'GET',
      '/recruit/job/cityList?provinceId=20',
    )
    expect(cities.body.result?.[0]).toEqual({ id: '2001', name: '南宁市' })
    const all = await call<Page<RecruitJob>>(t.app, 'POST', '/recruit/job/list', undefined, { pageNo: 1 })
    expect(all.body.result?.total).toBe(6)
    const liuzhou = await call<Page<RecruitJob>>(t.app, 'POST', '/recruit/job/list', undefined, {
      cityId: '2002',
    })
    expect(liuzhou.body.result?.records.map((j) => [j.jobName, j.cityName])).toEqual([
      ['客户服务代表', '柳州市'],
    ])
    const detail = await call<RecruitJob>(
      t.app,
      'GET',
      `/recruit/job/detail?id=${all.body.result!.records[0]!.id}`,
    )
    expect(detail.body.result?.departName).toBe('总部运营部')
    const tree = await call<{ title: string }[]>(t.app, 'GET', '/recruit/org/listOrgTree')
    expect(tree.body.result?.map((n) => n.title)).toContain('海外仓储部')
    const notices = await call<Page<{ title: string }>>(t.app, 'GET', '/recruit/job/noticeList')
    expect(notices.body.result?.records[0]?.title).toBe('2026年度社会招聘公告')
    const company = await call<{ name: string }>(t.app, 'GET', '/recruit/company/info')
    expect(company.body.result?.name).toBe('邮政跨境物流有限公司')
    // No made-up contact details on the portal: staff enter the real ones in 公司信息.
    expect(JSON.stringify(company.body.result)).not.toMatch(/example\.com|1234567/)
    const template = await call<{ key: string }[]>(t.app, 'POST', '/recruit/resume/getResumeTemplate')
    expect(template.body.result?.map((s) => s.key)).toEqual([
      'basic',
      'education',
      'work',
      'family',
      'certificates',
      'attachments',
    ])
  })

  it('answers the announcements released for the portal, and keeps staff announcements inside', async () => {
    const list = await call<Page<{ id: string; titile: string }>>(t.app, 'GET', '/recruit/anno/list')
    expect(list.body.result?.records.map((a) => a.titile)).toEqual([
      '招聘门户上线通知',
      '端午节假期招聘工作安排',
    ])
    const first = list.body.result!.records[0]!
    const detail = await call<{ msgContent: string }>(t.app, 'GET', `/recruit/anno/detail?id=${first.id}`)
    expect(detail.body.result?.msgContent).toContain('正式上线')
    const staffOnly = await call<Page<{ id: string; busType: string | null }>>(
      t.app,
      'GET',
      '/sys/annountCement/list?pageSize=100',
      t.admin,
    )
    const internal = staffOnly.body.result?.records.find((a) => a.busType !== 'portal')
    expect(internal).toBeDefined()
    expectRefused(await call(t.app, 'GET', `/recruit/anno/detail?id=${internal!.id}`), 500)
  })
})

describe('résumé, application and messages', () => {
  it("keeps a job seeker's files to the owner and recruiters, and out of other hands", async () => {
    const phone = newPhone()
    await register(phone)
    const token = await loginInterviewee(phone)
    const photo = (await upload(token, PNG, 'me.png', 'photo')).body.message
    const read = (key: string, who?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API}/sys/common/static/${key}`,
        headers: who ? { 'x-access-token': who } : {},
      })
    const stranger = newPhone()
    await register(stranger)
    const strangerToken = await loginInterviewee(stranger)
    const customer = await login(t.app, 'yunfan')
    expect((await read(photo)).statusCode).toBe(401)
    // Stored files keep their HTTP statuses (a browser's <img> reads them).
    expect((await read(photo, strangerToken)).statusCode).toBe(403)
    expect((await read(photo, customer)).statusCode).toBe(403)
    const own = await read(photo, token)
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/png'])
    expect((await read(photo, t.admin)).rawPayload).toEqual(PNG)

    // Nobody writes into a job seeker's folder through the common upload, a customer's user included.
    const folder = photo.slice(0, photo.lastIndexOf('/'))
    for (const who of [customer, t.admin]) {
      const planted = await postUpload(t.app, who, PNG, 'x.png', {
        type: 'image/png',
        fields: { biz: folder },
      })
      expect([planted.status, planted.body.code, planted.body.success]).toEqual([200, 510, false])
    }
    const ownFolder = await postUpload(t.app, customer, PNG, 'x.png', {
      type: 'image/png',
      fields: { biz: 'recruit' },
    })
    expectRefused(ownFolder, 510)

    // A draft may not climb out of the owner's folder.
    const climbing = await call(t.app, 'POST', '/recruit/resume/draft', token, {
      content: { basic: { photo: `${folder}/../someoneelse/x.png` } },
    })
    expect([climbing.status, climbing.body.code, climbing.body.message]).toEqual([
      200,
      500,
      '照片不是本人上传的文件',
    ])
  })

  it('saves drafts, checks, submits once, and the status change reaches the interviewee as a message', async () => {
    const phone = newPhone()
    await register(phone)
    const token = await loginInterviewee(phone)

    // Uploads: a photo must be an image within 2MB; the attachment a document.
    const notImage = await upload(token, PDF, 'photo.pdf', 'photo')
    expect(notImage.body.message).toBe('照片只能是jpg或png图片')
    const exe = await upload(token, Buffer.from('MZ....'), 'cv.exe', 'attachment')
    expectRefused(exe, 500)
    const photo = (await upload(token, PNG, 'me.png', 'photo')).body.message
    const attachment = (await upload(token, PDF, 'cv.pdf', 'attachment')).body.message
    expect(photo).toMatch(/^recruit\/\w+\/me_\d+\.png$/)

    const job = await firstJob()
    const draft = { basic: { name: '李小明' } }
    expect((await call(t.app, 'POST', '/recruit/resume/draft', token, { content: draft })).body.success).toBe(
      true,
    )
    const loaded = await call<{ content: ResumeContent }>(t.app, 'GET', '/recruit/resume/draft', token)
    expect(loaded.body.result?.content.basic).toEqual({ name: '李小明' })

    const incomplete = await call(t.app, 'POST', '/recruit/resume/checkSubmit', token, { jobId: job.id })
    expect(incomplete.body).toMatchObject({ result: false, message: '基本信息：请填写性别' })

    // Someone else's file may not be referenced.
    const foreign = await call(t.app, 'POST', '/recruit/resume/draft', token, {
      content: { basic: { photo: 'recruit/someoneelse/x.png' } },
    })
    expect(foreign.body.message).toBe('照片不是本人上传的文件')

    await call(t.app, 'POST', '/recruit/resume/draft', token, { content: completeResume(photo, attachment) })
    expect(
      (await call(t.app, 'POST', '/recruit/resume/checkSubmit', token, { jobId: job.id })).body.result,
    ).toBe(true)
    const submitted = await call<string>(t.app, 'POST', '/recruit/resume/submitResume', token, {
      jobId: job.id,
    })
    expect(submitted.body).toMatchObject({ success: true, message: '简历投递成功' })
    const twice = await call(t.app, 'POST', '/recruit/resume/submitResume', token, { jobId: job.id })
    expect(twice.body.message).toBe('您已投递过该职位，请勿重复投递')
    const again = await call(t.app, 'POST', '/recruit/resume/checkSubmit', token, { jobId: job.id })
    expect(again.body).toMatchObject({ result: false, message: '您已投递过该职位，请勿重复投递' })

    const mine = await call<RecruitApplication[]>(t.app, 'POST', '/recruit/resume/list', token)
    expect(mine.body.result?.map((a) => [a.jobName, a.statusText])).toEqual([[job.jobName, '已投递']])

    // Staff: the application under its job, then 筛选通过 and 面试 with a message.
    const listed = await call<Page<{ id: string; name: string; status_dictText: string }>>(
      t.app,
      'GET',
      `/recruit/admin/application/list?jobId=${job.id}&phone=${encodeURIComponent('13812345678')}`,
      t.admin,
    )
    const application = listed.body.result?.records.find((r) => r.id === submitted.body.result)
    expect(application).toMatchObject({ name: '李小明', status_dictText: '已投递' })
    const skip = await call(t.app, 'PUT', '/recruit/admin/application/status', t.admin, {
      id: application!.id,
      status: 'hired',
    })
    expect(skip.body.message).toBe('不能从「已投递」改为「录用」')
    await call(t.app, 'PUT', '/recruit/admin/application/status', t.admin, {
      id: application!.id,
      status: 'passed',
    })
    const moved = await call(t.app, 'PUT', '/recruit/admin/application/status', t.admin, {
      id: application!.id,
      status: 'interview',
      sendMessage: true,
    })
    expect(moved.body.success).toBe(true)

    expect((await call<number>(t.app, 'POST', '/recruit/message/count', token)).body.result).toBe(1)
    const messages = await call<Page<RecruitMessage>>(t.app, 'POST', '/recruit/message/list', token, {})
    const message = messages.body.result!.records[0]!
    expect(message).toMatchObject({ title: '面试通知', readFlag: '0' })
    expect(message.content).toContain(job.jobName)
    await call(t.app, 'POST', '/recruit/message/readMsg', token, { id: message.id })
    expect((await call<number>(t.app, 'POST', '/recruit/message/count', token)).body.result).toBe(0)
    const after = await call<RecruitApplication[]>(t.app, 'POST', '/recruit/resume/list', token)
    expect(after.body.result?.[0]?.statusText).toBe('面试')

    const exported = await t.app.inject({
      method: 'GET',
      url: `${API}/recruit/admin/application/exportXls?jobId=${job.id}`,
      headers: { 'x-access-token': t.admin },
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-type']).toContain('spreadsheetml')
  })
})

/** A new interviewee who applied to the first job: their account phone, the job and the application id. */
async function applied(): Promise<{ phone: string; job: RecruitJob; applicationId: string }> {
  const phone = newPhone()
  await register(phone)
  const token = await loginInterviewee(phone)
  const photo = (await upload(token, PNG, 'me.png', 'photo')).body.message
  const attachment = (await upload(token, PDF, 'cv.pdf', 'attachment')).body.message
  await call(t.app, 'POST', '/recruit/resume/draft', token, { content: completeResume(photo, attachment) })
  const job = await firstJob()
  const submitted = await call<string>(t.app, 'POST', '/recruit/resume/submitResume', token, {
    jobId: job.id,
  })
  expect(submitted.body.success).toBe(true)
  return { phone, job, applicationId: submitted.body.result! }
}

/** The SMS outbox to one phone as staff read it, oldest first. */
async function smsTo(phone: string): Promise<string[]> {
  const { body } = await call<Page<SmsOutboxEntry>>(
    t.app,
    'GET',
    `/recruit/admin/sms/list?mobile=${phone}`,
    t.admin,
  )
  return body.result!.records.map((r) => r.content).reverse()
}

describe('application status SMS', () => {
  it('texts the interviewee at each status change, and only when the change is made', async () => {
    const { phone, job, applicationId } = await applied()
    const move = (status: string) =>
      call(t.app, 'PUT', '/recruit/admin/application/status', t.admin, { id: applicationId, status })
    const before = await smsTo(phone) // the registration code
    expect((await move('hired')).body.success).toBe(false)
    expect(await smsTo(phone)).toEqual(before)

    const passed = await move('passed')
    expect(passed.body.message).toBe('已改为「筛选通过」，已通过短信通知应聘者')
    const texts = [before.length]
    texts.push((await smsTo(phone)).length)
    await move('interview')
    texts.push((await smsTo(phone)).length)
    await move('hired')
    const after = await smsTo(phone)
    texts.push(after.length)
    // One more message after each move (the newest first in the list, so read in order of arrival).
    expect(texts).toEqual([before.length, before.length + 1, before.length + 2, before.length + 3])
    expect(new Set(after.slice(before.length))).toEqual(
      new Set([
        `【人才招聘】您投递的「${job.jobName}」职位已通过简历筛选，请登录招聘平台查看详情。`,
        `【人才招聘】您投递的「${job.jobName}」职位已进入面试环节，请登录招聘平台查看面试安排并保持电话畅通。`,
        `【人才招聘】恭喜您被「${job.jobName}」职位录用！人事部门将尽快与您联系办理入职手续。`,
      ]),
    )
  })

  it('texts a rejection too', async () => {
    const { phone, job, applicationId } = await applied()
    const before = await smsTo(phone)
    await call(t.app, 'PUT', '/recruit/admin/application/status', t.admin, {
      id: applicationId,
      status: 'rejected',
    })
    expect((await smsTo(phone)).slice(before.length)).toEqual([
      `【人才招聘】感谢您投递「${job.jobName}」职位，很遗憾您的简历暂不符合岗位要求，期待下次合作。`,
    ])
  })
})

describe('recruitment back office', () => {
  it('adds a draft job that stays off the portal until published, then closes it', async () => {
    const added = await call<string>(t.app, 'POST', '/recruit/admin/job/add', t.admin, {
      jobName: '测试岗位',
      provinceId: '20',
      cityId: '2003',
      headcount: 2,
      requirements: '<p>要求</p><script>alert(1)</script>',
    })
    expect(added.body.success).toBe(true)
    const id = added.body.result!
    expectRefused(await call(t.app, 'GET', `/recruit/job/detail?id=${id}`), 500)
    await call(t.app, 'PUT', `/recruit/admin/job/publish?id=${id}`, t.admin)
    const published = await call<RecruitJob>(t.app, 'GET', `/recruit/job/detail?id=${id}`)
    expect(published.body.result).toMatchObject({ jobName: '测试岗位', cityName: '桂林市' })
    expect(published.body.result?.requirements).not.toContain('script')
    await call(t.app, 'PUT', `/recruit/admin/job/close?id=${id}`, t.admin)
    expectRefused(await call(t.app, 'GET', `/recruit/job/detail?id=${id}`), 500)

    // A job somebody applied to cannot be deleted; an unapplied one can.
    const applied = await firstJob()
    const refused = await call(t.app, 'DELETE', `/recruit/admin/job/delete?id=${applied.id}`, t.admin)
    expect(refused.body.message).toBe('已有人投递的职位不能删除，请改为关闭')
    expect((await call(t.app, 'DELETE', `/recruit/admin/job/delete?id=${id}`, t.admin)).body.success).toBe(
      true,
    )

    const bad = await call(t.app, 'POST', '/recruit/admin/job/add', t.admin, {
      jobName: 'x',
      provinceId: '20',
      cityId: '9999',
      headcount: 1,
    })
    expect(bad.body).toMatchObject({ success: false, message: '请选择城市' })
  })

  it('refuses visitors and staff without the recruitment permissions', async () => {
    expect((await call(t.app, 'GET', '/recruit/admin/sms/list')).status).toBe(401)
    const ops = await login(t.app, 'zhangwei')
    expectRefused(await call(t.app, 'GET', '/recruit/admin/sms/list', ops), 510)
    expectRefused(await call(t.app, 'GET', '/recruit/admin/application/list', ops), 510)
  })

  it('keeps notices as drafts until published', async () => {
    const added = await call<string>(t.app, 'POST', '/recruit/admin/notice/add', t.admin, {
      title: '草稿公告',
      content: '<p>x</p>',
    })
    const titles = async () =>
      (
        await call<Page<{ title: string }>>(t.app, 'GET', '/recruit/job/noticeList?pageSize=50')
      ).body.result?.records.map((n) => n.title)
    expect(await titles()).not.toContain('草稿公告')
    await call(t.app, 'PUT', '/recruit/admin/notice/edit', t.admin, {
      id: added.body.result,
      title: '草稿公告',
      content: '<p>x</p>',
      status: '1',
    })
    expect(await titles()).toContain('草稿公告')
  })
})
