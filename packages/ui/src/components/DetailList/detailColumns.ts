/** Spec §9: a detail list has 1 to 4 columns; anything else is brought into that range. */
export const MAX_DETAIL_COLUMNS = 4

export function detailColumns(col: number | undefined): number {
  const n = Math.trunc(Number(col))
  if (!Number.isFinite(n) || n < 1) return 1
  return Math.min(n, MAX_DETAIL_COLUMNS)
}
