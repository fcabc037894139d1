import axios from 'axios'
import { describe, expect, it, vi } from 'vitest'
import { DownloadError, downloadFile } from './downloadFile'

const httpReturning = (blob: Blob | null) =>
  axios.create({
    adapter: async (config) => ({ data: blob, status: 200, statusText: 'OK', headers: {}, config }),
  })

describe('downloadFile', () => {
  it('saves the blob as {fileName}.xls', async () => {
    const save = vi.fn()
    const blob = new Blob([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], { type: 'application/vnd.ms-excel' })
    await expect(downloadFile(httpReturning(blob), '/x/exportXls', { a: 1 }, '订单', { save })).resolves.toBe(
      '订单.xls',
    )
    expect(save).toHaveBeenCalledWith(blob, '订单.xls')
  })
  it('answers 文件下载失败 for an empty body', async () => {
    const save = vi.fn()
    await expect(downloadFile(httpReturning(new Blob([])), '/x', {}, 'a', { save })).rejects.toThrow(
      '文件下载失败',
    )
    await expect(downloadFile(httpReturning(null), '/x', {}, 'a', { save })).rejects.toBeInstanceOf(
      DownloadError,
    )
    expect(save).not.toHaveBeenCalled()
  })
  it('answers the message of a JSON error body', async () => {
    const save = vi.fn()
    const body = new Blob(
      [JSON.stringify({ success: false, message: 'Token失效，请重新登录!', code: 500 })],
      {
        type: 'application/json',
      },
    )
    await expect(downloadFile(httpReturning(body), '/x', {}, 'a', { save })).rejects.toThrow(
      'Token失效，请重新登录!',
    )
    expect(save).not.toHaveBeenCalled()
  })
  it('saves .xlsx when asked', async () => {
    const save = vi.fn()
    await downloadFile(httpReturning(new Blob(['PK'])), '/x', {}, 'report', { save, ext: 'xlsx' })
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'report.xlsx')
  })
})
