import { LOGISTICS_DICTS } from './logistics-dicts'
import { OPS_DICTS } from './ops-dicts'
import { OUTBOUND_DICTS } from './outbound-dicts'
import { DICTS, type DictSeed } from './reference-data'

/** Every seeded dictionary: the platform's, then each business area's. */
export const ALL_DICTS: DictSeed[] = [...DICTS, ...LOGISTICS_DICTS, ...OPS_DICTS, ...OUTBOUND_DICTS]
