import { defineResource } from '../resource/defineResource'

export const GATEWAY_ROUTE_STATUS_DICT = 'gateway_route_status'

/** One predicate or filter of a gateway route (Spring Cloud Gateway's definition): a name and its arguments. */
export interface GatewayRouteDefinition {
  name: string
  args?: unknown
  title?: string
}

/** 网关路由: a Spring Cloud Gateway route (JeecgBoot sys_gateway_route); predicates and filters are JSON arrays. */
export const gatewayRouteResource = defineResource({
  baseUrl: '/sys/gatewayRoute',
  permission: 'system:gatewayRoute',
  title: '网关路由',
  table: 'sys_gateway_route',
  labelField: 'name',
  capabilities: { import: false },
  fields: {
    routerId: {
      label: '路由ID',
      kind: 'text',
      required: '请输入路由ID!',
      unique: true,
      rules: [
        {
          pattern: '^[A-Za-z][A-Za-z0-9_.-]*$',
          message: '路由ID须以字母开头，只含字母、数字、点、下划线或横杠',
        },
      ],
      search: 'like',
      sortable: true,
      list: { width: 160 },
      excel: { width: 20 },
    },
    name: {
      label: '路由名称',
      kind: 'text',
      required: '请输入路由名称!',
      search: 'like',
      sortable: true,
      list: { width: 160 },
      excel: { width: 20 },
    },
    uri: {
      label: '路由URI',
      kind: 'text',
      required: '请输入路由URI!',
      maxLength: 300,
      rules: [
        {
          pattern: '^(lb:wss?|lb|https?|wss?|forward)://\\S+$',
          message: '路由URI须以 lb://、http(s)://、ws(s):// 或 forward:// 开头',
        },
      ],
      list: { width: 180, ellipsis: true },
      excel: { width: 30 },
    },
    predicates: {
      label: '路由条件',
      kind: 'textarea',
      maxLength: 4000,
      list: { width: 200, ellipsis: true },
      form: { span: 2 },
      excel: { width: 40 },
    },
    filters: {
      label: '过滤器',
      kind: 'textarea',
      maxLength: 4000,
      list: { width: 150, ellipsis: true },
      form: { span: 2 },
      excel: { width: 40 },
    },
    status: {
      label: '状态',
      kind: 'dict',
      dictCode: GATEWAY_ROUTE_STATUS_DICT,
      required: '请选择状态!',
      default: '1',
      search: 'eq',
      list: { width: 80 },
      excel: { width: 8 },
    },
    createTime: {
      label: '创建时间',
      kind: 'datetime',
      system: true,
      sortable: true,
      list: { width: 160 },
      excel: false,
    },
  },
})

/**
 * What is wrong with a route's predicates or filters text (empty is an empty list), or undefined: it must be a JSON
 * array of objects, each with a non-empty `name`.
 */
export function routeDefinitionsError(label: string, text: string | null | undefined): string | undefined {
  if (!text || text.trim() === '') return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return `${label}不是合法的JSON`
  }
  if (!Array.isArray(parsed)) return `${label}必须是JSON数组，如 [{"name":"Path","args":["/api/**"]}]`
  const index = parsed.findIndex(
    (item) => !item || typeof item !== 'object' || typeof item.name !== 'string' || item.name.trim() === '',
  )
  if (index >= 0) return `${label}第${index + 1}项须是带 name 的对象`
  return undefined
}
