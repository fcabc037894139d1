import { gatewayRouteResource, type ResourceRecordOf, routeDefinitionsError } from '@portico/contract'
import type { FieldSpec } from '../../../components/form/fieldSpec'
import { ResourcePage } from '../../../components/ResourcePage'
import { EnabledBadge } from '../shared/EnabledBadge'

type GatewayRoute = ResourceRecordOf<typeof gatewayRouteResource>

const cells = {
  status: (row: GatewayRoute) => <EnabledBadge value={row.status} text={row.status_dictText} />,
}

const jsonArray = (label: string, example: string): Partial<FieldSpec> => ({
  placeholder: `JSON数组，如 ${example}`,
  rules: [{ validate: (value) => routeDefinitionsError(label, value), message: '' }],
})

const fieldOverrides = {
  uri: { placeholder: 'lb://服务名 或 http://主机:端口' },
  predicates: jsonArray('路由条件', '[{"name":"Path","args":["/sys/**"]}]'),
  filters: jsonArray('过滤器', '[{"name":"StripPrefix","args":{"parts":"1"}}]'),
}

/** 网关路由: the gateway's routes; predicates and filters are JSON checked here and again by the server. */
export default function GatewayRouteListPage() {
  return (
    <ResourcePage<GatewayRoute>
      resource={gatewayRouteResource}
      cells={cells}
      fieldOverrides={fieldOverrides}
    />
  )
}
