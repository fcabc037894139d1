import { CUSTOMS_DICTS } from './customs-dicts'
import { LOGISTICS_DICTS } from './logistics-dicts'
import { OPS_DICTS } from './ops-dicts'
import { OUTBOUND_DICTS } from './outbound-dicts'
import { DICTS, type DictSeed } from './reference-data'
import { TRANSPORT_DICTS } from './transport-dicts'

/** Every seeded dictionary: the platform's, then each business area's. */
export const ALL_DICTS: DictSeed[] = [
  ...DICTS,
  ...LOGISTICS_DICTS,
  ...OUTBOUND_DICTS,
  ...OPS_DICTS,
  ...TRANSPORT_DICTS,
  ...CUSTOMS_DICTS,
]
