import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalFileStore } from '../../../src/stores/files'
import { API, login, startTestApp, type TestApp, testServerOptions } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'
import { PDF, PNG, postUpload } from '../../helpers/upload'

const MAX_BYTES = 64 * 1024

let t: TestApp
let admin: string
let root: string
let uploadDir: string

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portico-upload-'))
  uploadDir = path.join(root, 'upload')
  await writeFile(path.join(root, 'secret.txt'), 'outside the upload root')
  const base = testServerOptions()
  t = await startTestApp({ config: { ...base.config, uploadDir, uploadMaxBytes: MAX_BYTES } })
  admin = await login(t.app, 'admin')
})
afterAll(async () => {
  await t?.close()
  await rm(root, { recursive: true, force: true })
})

/** Every file under the upload root, as relative paths. */
async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(uploadDir, { recursive: true, withFileTypes: true })
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(uploadDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort()
  } catch {
    return []
  }
}

const upload = (
  content: Buffer | string,
  name: string,
  fields: Record<string, string> = { isup: '1', biz: 'temp' },
  options: { token?: string | null; type?: string } = {},
) =>
  postUpload(t.app, options.token === undefined ? admin : options.token, content, name, {
    ...options,
    fields,
  })

const fetchStatic = (urlPath: string) =>
  t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${urlPath}` })

describe('POST /sys/common/upload', () => {
  it('stores the file as <biz>/<name>_<millis><ext> and answers the path in message', async () => {
    const { status, body } = await upload(PNG, 'photo.png', { isup: '1', biz: 'temp' }, { type: 'image/png' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, code: 0, result: null })
    expect(body.message).toMatch(/^temp\/photo_\d{13}\.png$/)
    expect(await readFile(path.join(uploadDir, body.message))).toEqual(PNG)

    const served = await fetchStatic(body.message)
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload).toEqual(PNG)
    expect(served.headers['content-type']).toBe('image/png')
  })

  it('defaults biz to temp, keeps the editor folder and nested folders, and keeps Chinese names', async () => {
    expect((await upload(PDF, '报告.pdf', { isup: '1' })).body.message).toMatch(/^temp\/报告_\d{13}\.pdf$/)
    const editor = await upload(PNG, 'pasted.png', { biz: 'jeditor', jeditor: '1' })
    expect(editor.body.message).toMatch(/^jeditor\/pasted_\d{13}\.png$/)
    expect((await upload(PNG, 'me.png', { biz: 'user/avatar' })).body.message).toMatch(
      /^user\/avatar\/me_\d{13}\.png$/,
    )
  })

  it('gives two uploads of one name two files', async () => {
    const [a, b] = await Promise.all([upload(PDF, 'same.pdf'), upload(PDF, 'same.pdf')])
    expect(a.body.success && b.body.success).toBe(true)
    expect(a.body.message).not.toBe(b.body.message)
  })

  it('needs a signed-in user', async () => {
    const before = await storedFiles()
    const { status, body } = await upload(PNG, 'anon.png', {}, { token: null })
    expect(status).toBe(401)
    expect(body.success).toBe(false)
    expect(await storedFiles()).toEqual(before)
  })

  it('refuses biz folders that leave the upload root', async () => {
    const before = await storedFiles()
    for (const biz of [
      '..',
      '../etc',
      'a/../../b',
      '/etc',
      'a\\..\\b',
      'C:\\temp',
      'temp\u0000x',
      'a//b',
      'a b',
    ]) {
      const { status, body } = await upload(PNG, 'x.png', { biz })
      expectRefused({ status, body }, 500, biz)
      expect(body).toMatchObject({
        success: false,
        message: '上传目录不合法：只能包含字母、数字、下划线和短横线',
      })
    }
    expect(await storedFiles()).toEqual(before)
  })

  it('refuses file names with paths', async () => {
    const before = await storedFiles()
    for (const name of ['../../evil.png', '..\\evil.png', 'dir/evil.png', '..png', '.']) {
      const { status, body } = await upload(PNG, name)
      expectRefused({ status, body }, 500, name)
      expect(body.message, name).toBe('文件名不合法')
    }
    expect(await storedFiles()).toEqual(before)
  })

  it('refuses renamed executables whatever their extension', async () => {
    const pe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120, 0x41)])
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0x41)])
    const before = await storedFiles()
    for (const [data, name] of [
      [pe, 'invoice.pdf'],
      [pe, 'photo.png'],
      [elf, 'notes.txt'],
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'readme.txt'],
    ] as const) {
      const { status, body } = await upload(data, name)
      expectRefused({ status, body }, 500, name)
      expect(body.message, name).toBe('不允许上传可执行文件')
    }
    expect(await storedFiles()).toEqual(before)
  })

  it('refuses files above the size limit with the limit in the message, and accepts one exactly at it', async () => {
    const before = await storedFiles()
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES + 1 - PDF.length, 0x20)])
    const { status, body } = await upload(big, 'big.pdf')
    expectRefused({ status, body }, 500)
    expect(body).toMatchObject({ success: false, message: '文件大小超出64KB限制, 请压缩或降低文件质量! ' })
    expect(await storedFiles()).toEqual(before)
    const exact = await upload(big.subarray(0, MAX_BYTES), 'exact.pdf')
    expect(exact.body.success).toBe(true)
  })

  it('refuses content that does not match its claim of being an image', async () => {
    const before = await storedFiles()
    for (const [name, type] of [
      ['fake.png', 'image/png'],
      ['fake.jpg', 'application/octet-stream'],
      ['fake.txt', 'image/png'],
    ]) {
      const { status, body } = await upload('just some text, not pixels', name, {}, { type })
      expectRefused({ status, body }, 500, name)
      expect(body.message, name).toBe('文件内容不是图片')
    }
    const pdfAsPng = await upload(PDF, 'doc.png')
    expect(pdfAsPng.body.message).toBe('文件内容不是图片')
    const pngAsPdf = await upload(PNG, 'img.pdf')
    expect(pngAsPdf.body.message).toBe('文件内容与扩展名 .pdf 不符')
    expect(await storedFiles()).toEqual(before)
  })

  it('refuses types outside the allow-list, empty files and requests without a file', async () => {
    for (const name of ['page.html', 'logo.svg', 'run.exe', 'script.js', 'noext']) {
      const { status, body } = await upload('<svg onload="alert(1)"/>', name)
      expectRefused({ status, body }, 500, name)
      expect(body.message, name).toMatch(/^不支持的文件类型：/)
    }
    expect((await upload('', 'empty.txt')).body.message).toBe('文件内容为空')
    const form = new FormData()
    form.append('biz', 'temp')
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      headers: { 'x-access-token': admin },
      payload: form,
    })
    expectRefused(noFile, 500)
    expect(noFile.json().message).toBe('请选择要上传的文件')
  })

  it('takes one file per request and only multipart bodies', async () => {
    const before = await storedFiles()
    const form = new FormData()
    form.append('file', new Blob([PNG]), 'one.png')
    form.append('file', new Blob([PNG]), 'two.png')
    const two = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      headers: { 'x-access-token': admin },
      payload: form,
    })
    expectRefused(two, 500)
    expect(two.json().message).toBe('一次只能上传一个文件')
    const json = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      headers: { 'x-access-token': admin },
      payload: { file: 'x.png' },
    })
    expectRefused(json, 500)
    expect(json.json().message).toBe('请以 multipart/form-data 上传文件')
    expect(await storedFiles()).toEqual(before)
  })
})

describe('GET /sys/common/static/**', () => {
  const store = () => new LocalFileStore(uploadDir)

  it('serves images and PDF inline with their type and nosniff', async () => {
    await store().put('legacy/scan.pdf', PDF)
    const pdf = await fetchStatic('legacy/scan.pdf')
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toMatch(/^inline; /)
    expect(pdf.headers['x-content-type-options']).toBe('nosniff')
  })

  it('never serves HTML or SVG inline: octet-stream attachments with nosniff', async () => {
    await store().put('legacy/evil.html', Buffer.from('<script>alert(document.cookie)</script>'))
    await store().put(
      'legacy/logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    )
    await store().put('legacy/说明.txt', Buffer.from('hello'))
    for (const [key, name] of [
      ['legacy/evil.html', 'evil.html'],
      ['legacy/logo.svg', 'logo.svg'],
      [encodeURI('legacy/说明.txt'), '说明.txt'],
    ]) {
      const response = await fetchStatic(key)
      expect(response.statusCode, key).toBe(200)
      expect(response.headers['content-type'], key).toBe('application/octet-stream')
      expect(response.headers['content-disposition'], key).toMatch(/^attachment; filename="/)
      expect(response.headers['content-disposition'], key).toContain(
        `filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      expect(response.headers['x-content-type-options'], key).toBe('nosniff')
      expect(response.headers['content-security-policy'], key).toContain('sandbox')
    }
  })

  it('trims the trailing comma JeecgBoot clients leave after a path list', async () => {
    await store().put('legacy/a.pdf', PDF)
    expect((await fetchStatic('legacy/a.pdf,')).statusCode).toBe(200)
  })

  it('answers 404 for a missing file and refuses paths that leave the root', async () => {
    expect((await fetchStatic('temp/missing.png')).statusCode).toBe(404)
    for (const attempt of [
      '../secret.txt',
      '%2e%2e/secret.txt',
      '..%2fsecret.txt',
      '%2e%2e%2fsecret.txt',
      'temp/%2e%2e/%2e%2e/secret.txt',
      '..%5csecret.txt',
      'temp%00/x.png',
      '%2fetc%2fpasswd',
    ]) {
      const response = await fetchStatic(attempt)
      // A path that leaves the static root is no stored file: an unknown path under /jeecg-boot (code 404).
      expect([400, 404], attempt).toContain(
        response.statusCode === 200 ? response.json().code : response.statusCode,
      )
      expect(response.body, attempt).not.toContain('outside the upload root')
    }
  })
})
