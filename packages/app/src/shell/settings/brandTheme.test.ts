import { describe, expect, it } from 'vitest'
import { brandRamp, contrastWithWhite, readablePrimary } from './brandTheme'

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))

describe('brand theme from the primary colour', () => {
  it('keeps a primary that is already readable', () => {
    expect(brandRamp('#722ED1')[80].toUpperCase()).toBe('#722ED1')
  })
  it('deepens the default #1890FF just enough for readable white text, keeping its hue', () => {
    const step80 = brandRamp('#1890FF')[80]
    expect(contrastWithWhite(rgb(step80))).toBeGreaterThanOrEqual(5)
    expect(contrastWithWhite(rgb(step80))).toBeLessThan(5.5)
    const [r, g, b] = readablePrimary('#1890FF')
    expect(g / b).toBeCloseTo(0x90 / 0xff, 1)
    expect(r / b).toBeCloseTo(0x18 / 0xff, 1)
  })
  it('runs from dark (10) to light (160)', () => {
    const ramp = brandRamp('#13C2C2')
    expect(contrastWithWhite(rgb(ramp[10]))).toBeGreaterThan(contrastWithWhite(rgb(ramp[160])))
  })
  it('refuses a malformed colour with the theme failure message', () => {
    expect(() => brandRamp('blue')).toThrow('Failed to update theme')
  })
})
