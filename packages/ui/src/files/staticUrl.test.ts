import { describe, expect, it } from 'vitest'
import { buildStaticUrl } from './staticUrl'

const STATIC = '/jeecg-boot/sys/common/static'

describe('buildStaticUrl', () => {
  it('puts a stored path under the static domain', () => {
    expect(buildStaticUrl(STATIC, 'jeditor/a_1.png')).toBe('/jeecg-boot/sys/common/static/jeditor/a_1.png')
    expect(buildStaticUrl(`${STATIC}/`, '/jeditor/a.png')).toBe('/jeecg-boot/sys/common/static/jeditor/a.png')
  })

  it('keeps full urls from object storage', () => {
    expect(buildStaticUrl(STATIC, 'https://oss.example.com/a.png')).toBe('https://oss.example.com/a.png')
    expect(buildStaticUrl(STATIC, 'http://x/a.png')).toBe('http://x/a.png')
  })

  it('gives nothing for no path', () => {
    expect(buildStaticUrl(STATIC, '')).toBe('')
    expect(buildStaticUrl(STATIC, null)).toBe('')
  })
})
