import { BILLING_DICTS } from './billing-dicts'
import { CUSTOMS_DICTS } from './customs-dicts'
import { LOGISTICS_DICTS } from './logistics-dicts'
import { OPS_DICTS } from './ops-dicts'
import { OUTBOUND_DICTS } from './outbound-dicts'
import { RATES_DICTS } from './rates-dicts'
import { DICTS, type DictSeed } from './reference-data'
import { SYS_CONFIG_DICTS } from './sys-config'
import { TRANSPORT_DICTS } from './transport-dicts'

/** Every seeded dictionary: the platform's, then each business area's. */
export const ALL_DICTS: DictSeed[] = [
  ...DICTS,
  ...SYS_CONFIG_DICTS,
  ...LOGISTICS_DICTS,
  ...RATES_DICTS,
  ...BILLING_DICTS,
  ...OPS_DICTS,
  ...OUTBOUND_DICTS,
  ...TRANSPORT_DICTS,
  ...CUSTOMS_DICTS,
]
