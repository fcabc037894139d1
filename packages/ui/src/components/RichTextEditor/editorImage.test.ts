import type { Envelope } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { EDITOR_UPLOAD_FAILED, editorImageSource, editorUploadForm, isSafeImageSrc } from './editorImage'

const STATIC = '/jeecg-boot/sys/common/static'
const reply = (success: boolean, message: string): Envelope => ({
  success,
  message,
  code: success ? 0 : 500,
  result: null,
  timestamp: 0,
})

describe('editorUploadForm', () => {
  it('sends the file with biz=jeditor and jeditor=1', () => {
    const form = editorUploadForm(new File(['x'], 'pic.png', { type: 'image/png' }))
    expect((form.get('file') as File).name).toBe('pic.png')
    expect(form.get('biz')).toBe('jeditor')
    expect(form.get('jeditor')).toBe('1')
    expect(form.has('isup')).toBe(false)
  })
})

describe('editorImageSource', () => {
  it('turns the stored path into a static url', () => {
    expect(editorImageSource(reply(true, 'jeditor/pic_1.png'), STATIC)).toEqual({
      kind: 'url',
      src: '/jeecg-boot/sys/common/static/jeditor/pic_1.png',
    })
  })

  it('keeps the full url of object storage', () => {
    expect(editorImageSource(reply(true, 'https://oss.example.com/jeditor/a.png'), STATIC)).toEqual({
      kind: 'url',
      src: 'https://oss.example.com/jeditor/a.png',
    })
  })

  it("inlines the image when the server answers 'local'", () => {
    expect(editorImageSource(reply(true, 'local'), STATIC)).toEqual({ kind: 'inline' })
  })

  it('fails with the server message, or 上传失败！ without one', () => {
    expect(editorImageSource(reply(false, '文件大小超出10MB限制'), STATIC)).toEqual({
      kind: 'failed',
      message: '文件大小超出10MB限制',
    })
    expect(editorImageSource(reply(true, ''), STATIC)).toEqual({
      kind: 'failed',
      message: EDITOR_UPLOAD_FAILED,
    })
    expect(editorImageSource(null, STATIC)).toEqual({ kind: 'failed', message: EDITOR_UPLOAD_FAILED })
  })
})

describe('isSafeImageSrc', () => {
  it('accepts web urls, paths and inline raster images', () => {
    expect(isSafeImageSrc('/jeecg-boot/sys/common/static/a.png')).toBe(true)
    expect(isSafeImageSrc('https://oss.example.com/a.png')).toBe(true)
    expect(isSafeImageSrc('jeditor/a.png')).toBe(true)
    expect(isSafeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
  })

  it('refuses scripts, svg and other schemes', () => {
    expect(isSafeImageSrc('javascript:alert(1)')).toBe(false)
    expect(isSafeImageSrc(' JavaScript:alert(1)')).toBe(false)
    expect(isSafeImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false)
    expect(isSafeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBe(false)
    expect(isSafeImageSrc('vbscript:x')).toBe(false)
    expect(isSafeImageSrc('')).toBe(false)
    expect(isSafeImageSrc(null)).toBe(false)
  })
})
