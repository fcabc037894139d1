import { describe, expect, it } from 'vitest'
import { buildStaticUrl } from './staticUrl'

const STATIC = '/jeecg-boot/sys/common/static'

describe('static URLs', () => {
  it('prefixes the static domain', () => {
    expect(buildStaticUrl(STATIC, 'temp/a_1.png')).toBe('/jeecg-boot/sys/common/static/temp/a_1.png')
    expect(buildStaticUrl(`${STATIC}/`, '/temp/a.png')).toBe('/jeecg-boot/sys/common/static/temp/a.png')
  })
  it('keeps http(s) paths as they are', () => {
    expect(buildStaticUrl(STATIC, 'https://oss.example.com/a.png')).toBe('https://oss.example.com/a.png')
    expect(buildStaticUrl(STATIC, 'http://x/a.png')).toBe('http://x/a.png')
    expect(buildStaticUrl(STATIC, 'HTTPS://X/a.png')).toBe('HTTPS://X/a.png')
  })
  it('answers an empty string for no path', () => {
    expect(buildStaticUrl(STATIC, '')).toBe('')
    expect(buildStaticUrl(STATIC, null)).toBe('')
  })
})
