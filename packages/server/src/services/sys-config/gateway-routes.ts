import { routeDefinitionsError } from '@portico/contract'
import { HttpError } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'

/** The text as stored: parsed and re-serialised compactly (the form may send it pretty-printed), '[]' when empty. */
const normalised = (text: unknown) =>
  typeof text === 'string' && text.trim() !== '' ? JSON.stringify(JSON.parse(text)) : '[]'

/** 网关路由: predicates and filters must be JSON arrays of `{name, args}`; a bad one is a 400 naming the field. */
export const gatewayRouteHooks: ResourceHooks = {
  async beforeWrite({ values }) {
    const errors: Record<string, string> = {}
    for (const [name, label] of [
      ['predicates', '路由条件'],
      ['filters', '过滤器'],
    ] as const) {
      const error = routeDefinitionsError(label, values[name] as string | null)
      if (error) errors[name] = error
    }
    if (Object.keys(errors).length) throw new HttpError(400, Object.values(errors)[0], { errors })
    return { predicates: normalised(values.predicates), filters: normalised(values.filters) }
  },
}
