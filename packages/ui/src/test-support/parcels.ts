import type { SelectionColumn } from '../components/SelectionModal/SelectionModal.types'

/** The business rows the picker stories choose from. */
export interface Parcel {
  id: string
  code: string
  destination: string
}

/** Twelve parcels SZX-0001 to SZX-0012: the even-numbered go to `far` (long enough to be cut), the rest to `near`. */
export const parcelsTo = (near: string, far: string): Parcel[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: `p${i + 1}`,
    code: `SZX-${String(i + 1).padStart(4, '0')}`,
    destination: i % 2 ? far : near,
  }))

export const PARCEL_COLUMNS: SelectionColumn<Parcel>[] = [
  { key: 'code', title: '运单号' },
  { key: 'destination', title: '目的仓' },
]
