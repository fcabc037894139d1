import { Badge } from '@fluentui/react-components'
import { type ResourceRecordOf, stationResource } from '@portico/contract'
import { type AreaData, AreaPicker, loadAreaData, namesOf } from '@portico/ui'
import { useEffect, useState } from 'react'
import { ResourcePage } from '../../../components/ResourcePage'

type Station = ResourceRecordOf<typeof stationResource>

/** The area's names (广东省 深圳市 南山区) once the area data is loaded. */
function AreaName({ code }: { code: string | null | undefined }) {
  const [data, setData] = useState<AreaData | null>(null)
  useEffect(() => {
    if (code) void loadAreaData().then(setData)
  }, [code])
  if (!code) return null
  return <>{data ? namesOf(data, code).join(' ') || code : code}</>
}

const cells = {
  areaCode: (row: Station) => <AreaName code={row.areaCode} />,
  status: (row: Station) => (
    <Badge appearance="tint" color={row.status === '1' ? 'success' : 'subtle'}>
      {row.status_dictText ?? row.status}
    </Badge>
  ),
}

const fieldOverrides = {
  areaCode: {
    kind: 'custom' as const,
    render: ({ value, onChange }: { value: string; onChange: (value: string) => void }) => (
      <AreaPicker value={value || null} onChange={onChange} aria-label="所在地区" />
    ),
  },
}

/** 站点信息: collection points, sorting centres and overseas warehouses, with their area, manager and hours. */
export default function StationInfoListPage() {
  return <ResourcePage<Station> resource={stationResource} cells={cells} fieldOverrides={fieldOverrides} />
}
