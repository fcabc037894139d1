import type { HttpClient } from '@portico/ui'
import type { EditableRow } from '../rows/rowOperations'

export interface TreeLoaderOptions {
  http: HttpClient
  /** The configured url: called with `parentId` (and `condition` when given). */
  url: string
  /** Parent id of the top level (default '0'). */
  topValue?: string
  /** Sent as `condition` (a JSON string). */
  condition?: string
}

/**
 * A tree table's loader over the JeecgBoot contract (spec §7): `GET url?parentId=…&condition=…`; resolves the
 * envelope's result (an array or a page with records, checked by the table); a failed envelope rejects with its message.
 */
export function treeChildrenLoader(options: TreeLoaderOptions) {
  return async (parent: EditableRow | null): Promise<unknown> => {
    const reply = await options.http.get(options.url, {
      parentId: parent ? parent.id : (options.topValue ?? '0'),
      ...(options.condition ? { condition: options.condition } : {}),
    })
    if (!reply.success) throw new Error(reply.message)
    return reply.result
  }
}
