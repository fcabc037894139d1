import { describe, expect, it } from 'vitest'
import { catalogueOf, loadCatalogue } from './catalogues'

describe('the language catalogues', () => {
  it('hold Chinese at once and English only once it is loaded', async () => {
    expect(catalogueOf('zh-CN')['list.search']).toBe('查询')
    // Until loaded, English screens would read Chinese: the locale switches only after loadCatalogue.
    expect(catalogueOf('en')['list.search']).toBe('查询')
    await loadCatalogue('en')
    expect(catalogueOf('en')['list.search']).toBe('Search')
    expect(catalogueOf('zh-CN')['list.search']).toBe('查询')
  })
})
