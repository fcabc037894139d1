import { describe, expect, it } from 'vitest'
import { API, call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'
import { PDF, PNG, postUpload, uploadedPath } from '../../helpers/upload'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei', hr: 'wangfang' })

interface OssFile {
  id: string
  fileName: string
  url: string
  fileType: string
  fileSize: number
  bizType: string
  createBy: string
  createTime: string
}

const list = async (query = '', token = t.admin) =>
  (await call<{ records: OssFile[]; total: number }>(t.app, 'GET', `/sys/oss/file/list?${query}`, token)).body
    .result!
const remove = (id: string, token = t.admin) => call(t.app, 'DELETE', `/sys/oss/file/delete?id=${id}`, token)
const staticFile = (key: string) => t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${key}` })

describe('文件列表 (/sys/oss/file)', () => {
  it('records every upload with name, type, size, uploader, time and business area', async () => {
    const key = await uploadedPath(
      t.app,
      t.ops,
      { content: PNG, name: '破损照片.png', type: 'image/png' },
      'question',
    )
    const { records, total } = await list('fileName=破损照片*')
    expect(total).toBe(1)
    expect(records[0]).toMatchObject({
      fileName: '破损照片.png',
      url: key,
      fileType: 'png',
      fileSize: PNG.length,
      bizType: 'question',
      createBy: 'zhangwei',
    })
    expect(records[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    // A refused upload leaves no record.
    await postUpload(t.app, t.ops, 'MZ not really', 'tool.exe')
    expect((await list('fileName=tool*')).total).toBe(0)
  })

  it('refuses to delete a file a question piece still uses, then deletes it once released', async () => {
    const key = await uploadedPath(
      t.app,
      t.ops,
      { content: PDF, name: 'damage.pdf', type: 'application/pdf' },
      'question',
    )
    const added = await call<string>(t.app, 'POST', '/question/questionPiece/add', t.ops, {
      waybillNo: 'OSS-0001',
      questionType: '1',
      attachments: key,
    })
    expect(added.body.success, added.body.message).toBe(true)
    const [file] = (await list('fileName=damage*')).records
    const refused = await remove(file!.id)
    expectRefused(refused, 500)
    expect(refused.body.message).toBe('文件仍被问题件 OSS-0001引用，不能删除')
    expect((await staticFile(key)).statusCode).toBe(200)

    await call(t.app, 'PUT', '/question/questionPiece/edit', t.ops, {
      id: added.body.result,
      waybillNo: 'OSS-0001',
      questionType: '1',
      attachments: '',
    })
    const deleted = await remove(file!.id)
    expect(deleted.body).toMatchObject({ success: true, message: '删除成功!' })
    expect((await list('fileName=damage*')).total).toBe(0)
    expect((await staticFile(key)).statusCode).toBe(404)
    expectRefused(await remove(file!.id), 500)
  })

  it('refuses to delete a user’s avatar', async () => {
    const key = await uploadedPath(t.app, t.ops, { content: PNG, name: 'me.png', type: 'image/png' }, 'user')
    await call(t.app, 'PUT', '/sys/user/editSelf', t.ops, { avatar: key })
    const [file] = (await list('fileName=me.png')).records
    const refused = await remove(file!.id)
    expectRefused(refused, 500)
    expect(refused.body.message).toBe('文件仍被用户 zhangwei 的头像引用，不能删除')
  })

  it('needs its permissions', async () => {
    expectRefused(await call(t.app, 'GET', '/sys/oss/file/list', t.hr), 510)
    expect((await list('', t.ops)).total).toBeGreaterThan(0)
    const [file] = (await list()).records
    expectRefused(await remove(file!.id, t.ops), 510)
    expect((await call(t.app, 'GET', '/sys/oss/file/list')).status).toBe(401)
    expectRefused(await call(t.app, 'GET', '/sys/oss/file/list?column=bogus', t.admin), 500)
  })
})
