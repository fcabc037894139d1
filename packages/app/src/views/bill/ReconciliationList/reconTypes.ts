import type { ResourceRecordOf, reconciliationLineResource, reconciliationResource } from '@portico/contract'

export type Recon = ResourceRecordOf<typeof reconciliationResource>
export type ReconLine = ResourceRecordOf<typeof reconciliationLineResource>
