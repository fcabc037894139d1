import { describe, expect, it } from 'vitest'
import { DEFAULT_PAGE_SETTINGS, normalizeSettings } from './pageSettings'

describe('page settings constraints (spec §2 Theme settings drawer)', () => {
  it('defaults to sidemenu, fixed width, light nav, multipage on and primary #1890FF', () => {
    expect(normalizeSettings(undefined)).toEqual(DEFAULT_PAGE_SETTINGS)
    expect(DEFAULT_PAGE_SETTINGS).toMatchObject({
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      navTheme: 'light',
      multipage: true,
      primaryColor: '#1890FF',
    })
  })
  it('does not allow Fluid content with the side menu, but does with the top menu', () => {
    expect(normalizeSettings({ layout: 'sidemenu', contentWidth: 'Fluid' }).contentWidth).toBe('Fixed')
    expect(normalizeSettings({ layout: 'topmenu', contentWidth: 'Fluid' }).contentWidth).toBe('Fluid')
  })
  it('auto-hides the header only when the header is fixed', () => {
    expect(normalizeSettings({ fixedHeader: false, autoHideHeader: true }).autoHideHeader).toBe(false)
    expect(normalizeSettings({ fixedHeader: true, autoHideHeader: true }).autoHideHeader).toBe(true)
  })
  it('has no fixed sidebar in the top-menu layout', () => {
    expect(normalizeSettings({ layout: 'topmenu', fixedSidebar: true }).fixedSidebar).toBe(false)
    expect(normalizeSettings({ layout: 'sidemenu', fixedSidebar: true }).fixedSidebar).toBe(true)
  })
  it('replaces malformed stored values with the defaults', () => {
    const bad = { layout: 'weird', navTheme: 'pink', primaryColor: 'red; x' } as never
    expect(normalizeSettings(bad)).toMatchObject({
      layout: 'sidemenu',
      navTheme: 'light',
      primaryColor: '#1890FF',
    })
    expect(normalizeSettings({ primaryColor: '#13c2c2' }).primaryColor).toBe('#13C2C2')
  })
})
