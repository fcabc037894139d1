import { expect, type Locator, type Page, test } from '@playwright/test'
import { E2E_CAPTCHA } from './playwright.config'
import { solidPng, tinyPdf } from './support/files'
import { INTERVIEWEE_PASSWORD as PASSWORD, smsCodeFor } from './support/portal'
import { apiSession, logIn } from './support/session'

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a visitor registers, fills in a résumé, applies; staff invite to an interview; the message arrives', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const admin = await apiSession(request, baseURL as string, 'admin', '123456')
  const phone = `136${String(Date.now()).slice(-8)}`

  // The README's URL: a visitor lands on 公司介绍.
  await page.goto('/recruit-app/')
  await expect(page).toHaveURL(/\/zhaopin\/home\/company$/)
  await expect(page.getByRole('heading', { name: '邮政跨境物流有限公司' })).toBeVisible()

  // 注册: image captcha, then the SMS code from the outbox.
  await page.getByRole('button', { name: '注册' }).click()
  const dialog = page.getByRole('dialog', { name: '注册' })
  await dialog.getByRole('textbox', { name: '手机号' }).fill(phone)
  await expect(dialog.getByRole('img', { name: '图形验证码' })).toBeVisible()
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill(E2E_CAPTCHA)
  await dialog.getByRole('button', { name: '获取验证码' }).click()
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeVisible()
  await dialog.getByRole('textbox', { name: '验证码', exact: true }).fill(await smsCodeFor(admin, phone))
  await dialog.getByRole('textbox', { name: '密码', exact: true }).fill('weakpass')
  await dialog.getByRole('textbox', { name: '确认密码' }).fill('weakpass')
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: '注册' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('密码需同时包含字母和数字')
  await dialog.getByRole('textbox', { name: '密码', exact: true }).fill(PASSWORD)
  await dialog.getByRole('textbox', { name: '确认密码' }).fill(PASSWORD)
  await dialog.getByRole('button', { name: '注册' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: phone })).toBeVisible()

  // A job, and 投递简历: the empty résumé is refused first.
  await page.getByRole('tab', { name: '职位列表' }).click()
  await page.getByRole('link', { name: '快递揽投员' }).click()
  await expect(page.getByRole('heading', { name: '快递揽投员' })).toBeVisible()
  await page.getByRole('button', { name: '投递简历' }).click()
  await expect(page).toHaveURL(/\/submitResume\?jobId=/)
  await expect(page.getByRole('alert')).toHaveText('请先填写简历')
  await page.getByRole('button', { name: '完善简历' }).click()
  await expect(page).toHaveURL(/\/resume\?jobId=/)

  // The first half of the résumé, then a reload: the draft is still there.
  const basic = page.getByRole('region', { name: '基本信息' })
  await basic.getByRole('textbox', { name: '姓名' }).fill('李小明')
  await pick(page, basic, '性别', '男')
  await basic.getByLabel('出生日期').fill('1998-05-01')
  await basic.getByRole('textbox', { name: '联系电话' }).fill(phone)
  await pick(page, basic, '最高学历', '本科')
  await basic
    .getByRole('group', { name: '照片' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng([30, 120, 200]) })
  await expect(basic.getByRole('img', { name: /me/ })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('草稿已保存')
  await page.reload()
  await expect(basic.getByRole('textbox', { name: '姓名' })).toHaveValue('李小明')
  await expect(basic.getByRole('textbox', { name: '联系电话' })).toHaveValue(phone)
  await expect(basic.getByRole('img', { name: /me/ })).toBeVisible()

  // The rest: one education row and an attachment.
  const education = page.getByRole('region', { name: '教育经历' })
  await education.getByRole('button', { name: '添加教育经历' }).click()
  await education.getByRole('textbox', { name: '学校' }).fill('广西大学')
  await education.getByRole('textbox', { name: '专业' }).fill('物流管理')
  await pick(page, education, '学历', '本科')
  await education.getByLabel('开始时间').fill('2016-09-01')
  await page
    .getByRole('region', { name: '附件' })
    .getByRole('group', { name: '附件简历' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf('CV') })
  await expect(page.getByRole('region', { name: '附件' }).getByText('cv')).toBeVisible()
  await expect(page.getByRole('status')).toContainText('草稿已保存')

  // Confirm and submit; the application shows in 个人中心.
  await page.getByRole('button', { name: '预览并投递' }).click()
  await expect(page).toHaveURL(/\/resumeConfirm\?jobId=/)
  await expect(page.getByText('广西大学')).toBeVisible()
  await page.getByRole('button', { name: '确认投递' }).click()
  await expect(page).toHaveURL(/\/resumeSuccess/)
  await expect(page.getByRole('heading', { name: '投递成功' })).toBeVisible()
  await page.getByRole('button', { name: '查看我的投递' }).click()
  const applications = page.getByRole('table', { name: '我的投递' })
  await expect(applications.getByRole('row', { name: /快递揽投员.*已投递/ })).toBeVisible()

  // Staff: 投递管理, the résumé, then 筛选通过 and 面试 with the template's message.
  const staff = await browser.newPage()
  await logIn(staff, 'admin', '123456')
  await staff.goto('/recruit-app/recruit/application')
  for (const status of ['筛选通过', '面试']) {
    await staff.getByRole('button', { name: `查看简历 李小明 快递揽投员` }).click()
    const viewer = staff.getByRole('dialog', { name: /李小明/ })
    await expect(viewer.getByText('广西大学')).toBeVisible()
    await viewer.getByRole('combobox', { name: '变更为' }).click()
    await staff.getByRole('option', { name: status, exact: true }).click()
    await expect(viewer.getByRole('checkbox', { name: '发送消息通知应聘者' })).toBeChecked()
    await viewer.getByRole('button', { name: '确定变更' }).click()
    await expect(viewer).toBeHidden()
    await expect(staff.getByRole('row', { name: new RegExp(`李小明.*${status}`) })).toBeVisible()
  }
  await staff.close()

  // The interviewee: two unread messages, the 面试通知 among them; reading one lowers the count.
  await page.reload()
  await expect(page.getByRole('button', { name: '我的消息（2条未读）' })).toBeVisible()
  await expect(applications.getByRole('row', { name: /快递揽投员.*面试/ })).toBeVisible()
  await page.getByRole('button', { name: '我的消息（2条未读）' }).click()
  await page.getByRole('button', { name: /面试通知/ }).click()
  await expect(page.getByText('已进入面试环节')).toBeVisible()
  await expect(page.getByRole('button', { name: '我的消息（1条未读）' })).toBeVisible()
})
