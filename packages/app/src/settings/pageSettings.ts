/** Page settings of the theme drawer (spec §2 Theme settings drawer, §3 Page settings, §9 Theme defaults). */
export interface PageSettings {
  layout: 'sidemenu' | 'topmenu'
  contentWidth: 'Fixed' | 'Fluid'
  navTheme: 'dark' | 'light'
  fixedHeader: boolean
  autoHideHeader: boolean
  fixedSidebar: boolean
  colorWeak: boolean
  multipage: boolean
  /** #RRGGBB */
  primaryColor: string
}

export const DEFAULT_PAGE_SETTINGS: PageSettings = {
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  navTheme: 'light',
  fixedHeader: false,
  autoHideHeader: false,
  fixedSidebar: false,
  colorWeak: false,
  multipage: true,
  primaryColor: '#1890FF',
}

export const PRIMARY_COLORS = [
  { name: '拂晓蓝（默认）', value: '#1890FF' },
  { name: '薄暮', value: '#F5222D' },
  { name: '火山', value: '#FA541C' },
  { name: '日暮', value: '#FAAD14' },
  { name: '明青', value: '#13C2C2' },
  { name: '极光绿', value: '#52C41A' },
  { name: '极客蓝', value: '#2F54EB' },
  { name: '酱紫', value: '#722ED1' },
] as const

const HEX = /^#[0-9a-f]{6}$/i

/**
 * Applies the drawer's constraints: Fluid content is not allowed with the side menu, auto-hide needs a fixed header,
 * a fixed sidebar does not exist in the top-menu layout. Unknown or malformed values fall back to the defaults.
 */
export function normalizeSettings(input: Partial<PageSettings> | null | undefined): PageSettings {
  const s = { ...DEFAULT_PAGE_SETTINGS, ...(input ?? {}) }
  const pick = <K extends keyof PageSettings>(key: K, allowed: readonly PageSettings[K][]) =>
    allowed.includes(s[key]) ? s[key] : DEFAULT_PAGE_SETTINGS[key]
  const layout = pick('layout', ['sidemenu', 'topmenu'])
  const fixedHeader = Boolean(s.fixedHeader)
  return {
    layout,
    contentWidth: layout === 'sidemenu' ? 'Fixed' : pick('contentWidth', ['Fixed', 'Fluid']),
    navTheme: pick('navTheme', ['dark', 'light']),
    fixedHeader,
    autoHideHeader: fixedHeader && Boolean(s.autoHideHeader),
    fixedSidebar: layout === 'topmenu' ? false : Boolean(s.fixedSidebar),
    colorWeak: Boolean(s.colorWeak),
    multipage: Boolean(s.multipage),
    primaryColor: HEX.test(s.primaryColor)
      ? s.primaryColor.toUpperCase()
      : DEFAULT_PAGE_SETTINGS.primaryColor,
  }
}
