import { describe, expect, it } from 'vitest'
import { evaluateUrlTemplate } from './urlTemplate'

const values = { domianURL: 'http://api.example.com/jeecg-boot', token: 't0k' }

describe('menu url placeholders', () => {
  it('replaces whitelisted names in both spellings', () => {
    expect(evaluateUrlTemplate("{{ window._CONFIG['domianURL'] }}/druid/", values).url).toBe(
      'http://api.example.com/jeecg-boot/druid/',
    )
    expect(evaluateUrlTemplate('https://x.test/?t={{token}}', values).url).toBe('https://x.test/?t=t0k')
  })

  it('never evaluates code and reports unknown placeholders', () => {
    const result = evaluateUrlTemplate('{{ alert(1) }}/{{constructor}}', values)
    expect(result.url).toBe('{{ alert(1) }}/{{constructor}}')
    expect(result.unknown).toEqual(['alert(1)', 'constructor'])
  })
})
