import { Badge } from '@fluentui/react-components'
import {
  customsInspectionResource,
  INSPECTION_RESULT,
  INSPECTION_STATUS,
  type ResourceRecordOf,
} from '@portico/contract'
import { useState } from 'react'
import { ResourcePage } from '../../components/ResourcePage'
import { InspectionResultDialog } from './InspectionResultDialog'

type Row = ResourceRecordOf<typeof customsInspectionResource>

const RESULT_COLOR = {
  [INSPECTION_RESULT.release]: 'success',
  [INSPECTION_RESULT.hold]: 'warning',
  [INSPECTION_RESULT.returned]: 'danger',
} as const
const cells = {
  result: (row: Row) =>
    row.result ? (
      <Badge appearance="tint" color={RESULT_COLOR[row.result as keyof typeof RESULT_COLOR] ?? 'subtle'}>
        {row.result_dictText ?? row.result}
      </Badge>
    ) : (
      '—'
    ),
}

/** 海关查验: parcels customs selected for inspection; the outcome moves the parcel and its trajectory. */
export default function CustomsInspectionListPage() {
  const [recording, setRecording] = useState<{ row: Row; reload: () => void } | null>(null)
  return (
    <>
      <ResourcePage<Row>
        resource={customsInspectionResource}
        cells={cells}
        actionsWidth={220}
        rowActions={[
          {
            key: 'result',
            permission: 'result',
            label: '登记结果',
            run: (row, { list }) => setRecording({ row, reload: list.reload }),
          },
        ]}
        rowActionFilter={(key, row) => key !== 'result' || row.status === INSPECTION_STATUS.waiting}
      />
      <InspectionResultDialog
        inspection={recording?.row ?? null}
        onClose={() => setRecording(null)}
        onSaved={() => {
          recording?.reload()
          setRecording(null)
        }}
      />
    </>
  )
}
