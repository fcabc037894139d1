import { buildStaticUrl } from '@portico/ui'
import { describe, expect, it } from 'vitest'
import { importErrorFileUrl } from '../components/ImportExcelDialog/useImportExcelDialog'
import { exportFileName } from '../download/downloadFile'
import type { UploadFileItem } from '../useUploadQueue/useUploadQueue.types'
import { cutName, extensionOf, isExcelFile, isImageFile, matchesAccept } from './names'
import { MSG_AT_END, MSG_UNKNOWN_OPERATION, moveItem } from './reorder'
import { allDone, fileNameOfPath, parseValue, serializeValue, splitPaths, trimToMaxCount } from './value'

const STATIC = '/jeecg-boot/sys/common/static'
const toUrl = (p: string) => buildStaticUrl(STATIC, p)

describe('static URLs', () => {
  it('builds import error-file links under the API base or static domain', () => {
    expect(importErrorFileUrl('/sys/common/static/temp/err.txt', STATIC)).toBe(
      '/jeecg-boot/sys/common/static/temp/err.txt',
    )
    expect(importErrorFileUrl('temp/err.txt', STATIC)).toBe('/jeecg-boot/sys/common/static/temp/err.txt')
    expect(importErrorFileUrl('https://h/err.txt', STATIC)).toBe('https://h/err.txt')
  })
})

describe('value parsing and serialising', () => {
  it('splits comma paths, dropping blanks', () => {
    expect(splitPaths('a.png, b.png,,')).toEqual(['a.png', 'b.png'])
    expect(splitPaths('')).toEqual([])
    expect(splitPaths(undefined)).toEqual([])
  })
  it('parses comma paths into done files with URLs and names', () => {
    const files = parseValue('temp/photo_1612345678901.png,temp/b.pdf', toUrl)
    expect(files.map((f) => [f.name, f.path, f.url, f.status, f.percent])).toEqual([
      ['photo.png', 'temp/photo_1612345678901.png', `${STATIC}/temp/photo_1612345678901.png`, 'done', 100],
      ['b.pdf', 'temp/b.pdf', `${STATIC}/temp/b.pdf`, 'done', 100],
    ])
    expect(new Set(files.map((f) => f.uid)).size).toBe(2)
  })
  it('parses the list form', () => {
    const files = parseValue([{ fileName: '合同.pdf', filePath: 'temp/ht.pdf', fileSize: 12 }], toUrl)
    expect(files[0]).toMatchObject({ name: '合同.pdf', path: 'temp/ht.pdf', size: 12, status: 'done' })
  })
  it('round-trips comma paths and lists', () => {
    const value = 'temp/a.png,temp/b.png'
    expect(serializeValue(parseValue(value, toUrl), true)).toBe(value)
    const list = [{ fileName: 'a.png', filePath: 'temp/a.png', fileSize: 3 }]
    expect(serializeValue(parseValue(list, toUrl), false)).toEqual(list)
  })
  it('serialises only done files (the first is the image)', () => {
    const files = parseValue('temp/a.png,temp/b.png', toUrl)
    files[0] = { ...files[0], status: 'error' }
    expect(serializeValue(files, true)).toBe('temp/b.png')
    expect(allDone(files)).toBe(false)
    expect(allDone([])).toBe(true)
  })
  it('strips the server timestamp from stored names', () => {
    expect(fileNameOfPath('temp/report_1612345678901.xlsx')).toBe('report.xlsx')
    expect(fileNameOfPath('a/b/c.txt')).toBe('c.txt')
  })
})

describe('maxCount', () => {
  it('keeps the most recent N', () => {
    expect(trimToMaxCount([1, 2, 3, 4], 2)).toEqual([3, 4])
    expect(trimToMaxCount([1, 2], 3)).toEqual([1, 2])
  })
  it('treats 0 as unlimited', () => {
    expect(trimToMaxCount([1, 2, 3], 0)).toEqual([1, 2, 3])
    expect(trimToMaxCount([1, 2, 3], undefined)).toEqual([1, 2, 3])
  })
})

describe('reordering', () => {
  it('moves left and right', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 'left')).toEqual({ ok: true, list: ['b', 'a', 'c'] })
    expect(moveItem(['a', 'b', 'c'], 1, 'right')).toEqual({ ok: true, list: ['a', 'c', 'b'] })
  })
  it('warns 未知的操作 moving the first left', () => {
    expect(moveItem(['a', 'b'], 0, 'left')).toEqual({ ok: false, warning: MSG_UNKNOWN_OPERATION })
    expect(MSG_UNKNOWN_OPERATION).toBe('未知的操作')
  })
  it('warns 已到最后~ moving the last right', () => {
    expect(moveItem(['a', 'b'], 1, 'right')).toEqual({ ok: false, warning: MSG_AT_END })
    expect(MSG_AT_END).toBe('已到最后~')
  })
  it('warns 未知的操作 for an unknown item', () => {
    expect(moveItem<UploadFileItem>([], -1, 'right')).toEqual({ ok: false, warning: MSG_UNKNOWN_OPERATION })
  })
})

describe('names and extensions', () => {
  it('cuts names to 5 characters', () => {
    expect(cutName('客户报关资料汇总.pdf')).toBe('客户报关资…')
    expect(cutName('a.pdf')).toBe('a.pdf')
    expect(cutName('abcdef', 5)).toBe('abcde…')
    expect(cutName(undefined)).toBe('')
  })
  it('reads extensions', () => {
    expect(extensionOf('a.XLSX')).toBe('xlsx')
    expect(extensionOf('noext')).toBe('')
    expect(extensionOf('.hidden')).toBe('')
  })
  it('accepts .xls and .xlsx only for import', () => {
    expect(isExcelFile('orders.xls')).toBe(true)
    expect(isExcelFile('orders.XLSX')).toBe(true)
    expect(isExcelFile('orders.csv')).toBe(false)
    expect(isExcelFile('orders.xls.exe')).toBe(false)
    expect(isExcelFile('xlsx')).toBe(false)
  })
  it('tells images by type or extension', () => {
    expect(isImageFile({ name: 'a.bin', type: 'image/png' })).toBe(true)
    expect(isImageFile({ name: 'a.png', type: 'application/pdf' })).toBe(false)
    expect(isImageFile({ name: 'a.jpg', type: '' })).toBe(true)
    expect(isImageFile({ name: 'a.txt' })).toBe(false)
  })
  it('matches accept lists', () => {
    expect(matchesAccept({ name: 'a.pdf', type: 'application/pdf' }, '.pdf,.doc')).toBe(true)
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true)
    expect(matchesAccept({ name: 'a.txt', type: 'text/plain' }, 'image/*,.pdf')).toBe(false)
    expect(matchesAccept({ name: 'a.txt', type: 'text/plain' }, '')).toBe(true)
  })
  it('names exports .xls(x)', () => {
    expect(exportFileName('订单')).toBe('订单.xls')
    expect(exportFileName('订单', 'xlsx')).toBe('订单.xlsx')
    expect(exportFileName('订单.xlsx')).toBe('订单.xlsx')
  })
})
