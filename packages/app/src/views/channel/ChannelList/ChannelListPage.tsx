import { Badge } from '@fluentui/react-components'
import { channelResource, type ResourceRecordOf } from '@portico/contract'
import { ResourcePage } from '../../../components/ResourcePage'

type Channel = ResourceRecordOf<typeof channelResource>

const cells = {
  status: (row: Channel) => (
    <Badge appearance="tint" color={row.status === '1' ? 'success' : 'subtle'}>
      {row.status_dictText ?? row.status}
    </Badge>
  ),
}

/** 渠道列表: the carriers' products, their destinations, limits, weight billing and tracking-number formats. */
export default function ChannelListPage() {
  return <ResourcePage<Channel> resource={channelResource} cells={cells} />
}
