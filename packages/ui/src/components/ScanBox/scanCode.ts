import { s10Problem } from '@portico/contract'

/** Shaped like an UPU S10 number (2 letters, 9 digits, 2 letters): only those get a check-digit warning. */
const S10_LIKE = /^[A-Z]{2}\d{9}[A-Z]{2}$/

/** The check-digit warning for a code shaped like an S10 number whose check digit is wrong (a misread), else null. */
export function s10Warning(code: string): string | null {
  const trimmed = code.trim().toUpperCase()
  return S10_LIKE.test(trimmed) ? s10Problem(trimmed) : null
}

/** A camera sees the same barcode on every frame: the same code within this many ms counts once. */
export const CAMERA_REPEAT_MS = 1500

/** Drops a camera read that repeats the previous one within `windowMs` (debounce of continuous detection). */
export function repeatFilter(windowMs = CAMERA_REPEAT_MS) {
  let last: { code: string; at: number } | null = null
  return (code: string, at: number): boolean => {
    const repeated = last !== null && last.code === code && at - last.at < windowMs
    last = { code, at }
    return !repeated
  }
}
