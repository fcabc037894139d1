import type { BrandVariants } from '@fluentui/react-components'

const STOPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error('Failed to update theme')
  return [1, 2, 3].map((i) => Number.parseInt(match[i], 16)) as [number, number, number]
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of a colour against white. */
export function contrastWithWhite(rgb: number[]): number {
  return 1.05 / (luminance(rgb) + 0.05)
}

/** Text on the brand colour and brand-coloured text on light backgrounds must stay readable (WCAG AA). */
const MIN_CONTRAST = 5

/**
 * The colour buttons, links and selection use: the chosen primary, darkened in its own hue only as far as needed
 * to keep white text on it (and it as text on white) readable. #1890FF becomes a slightly deeper blue.
 */
export function readablePrimary(primary: string): [number, number, number] {
  let rgb = channels(primary)
  while (contrastWithWhite(rgb) < MIN_CONTRAST) rgb = rgb.map((c) => c * 0.96) as [number, number, number]
  return rgb
}

/** A Fluent brand ramp whose step 80 (buttons, links, selection) is the (readable) primary colour. */
export function brandRamp(primary: string): BrandVariants {
  const base = readablePrimary(primary)
  const ramp = {} as Record<(typeof STOPS)[number], string>
  STOPS.forEach((stop, index) => {
    const t = (index - 7) / 8
    const target = t < 0 ? 0 : 255
    const amount = Math.abs(t) * 0.9
    ramp[stop] = toHex(base.map((c) => c + (target - c) * amount))
  })
  return ramp as BrandVariants
}
