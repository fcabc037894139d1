import { describe, expect, it } from 'vitest'
import { isAllowedLinkUrl, normalizeLinkUrl } from './linkUrl'

describe('normalizeLinkUrl', () => {
  it('keeps web, mail and phone links and site paths', () => {
    expect(normalizeLinkUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1')
    expect(normalizeLinkUrl('mailto:hr@example.com')).toBe('mailto:hr@example.com')
    expect(normalizeLinkUrl('tel:10086')).toBe('tel:10086')
    expect(normalizeLinkUrl('/recruit-app/jobs')).toBe('/recruit-app/jobs')
    expect(normalizeLinkUrl('#top')).toBe('#top')
  })

  it('adds http:// to a bare address', () => {
    expect(normalizeLinkUrl('www.example.com')).toBe('http://www.example.com')
  })

  it('refuses script and data urls, and empty input', () => {
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull()
    expect(normalizeLinkUrl('JAVASCRIPT:alert(1)')).toBeNull()
    expect(normalizeLinkUrl('data:text/html,<script>')).toBeNull()
    expect(normalizeLinkUrl('   ')).toBeNull()
    expect(normalizeLinkUrl('two words')).toBeNull()
  })
})

describe('isAllowedLinkUrl', () => {
  it('accepts only urls kept as they are', () => {
    expect(isAllowedLinkUrl('https://example.com')).toBe(true)
    expect(isAllowedLinkUrl('www.example.com')).toBe(false)
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false)
  })
})
