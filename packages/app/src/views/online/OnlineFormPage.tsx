import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import type { Resource } from '@portico/contract'
import * as contract from '@portico/contract'
import { useLocation } from 'react-router-dom'
import { ResourcePage } from '../../components/ResourcePage'

const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && 'baseUrl' in value && 'table' in value && 'perms' in value

/** Every declared resource by its table: the online forms a menu may name. */
const BY_TABLE = new Map(
  Object.values(contract as Record<string, unknown>).flatMap((value) =>
    isResource(value) ? [[value.table, value] as const] : [],
  ),
)

/**
 * A menu entry whose component is JeecgBoot's online form list (`/online/cgformList/<table>`): the built-in list of
 * the declared resource of that table (its search, columns, form, import and export, as its own page has).
 */
export default function OnlineFormPage() {
  const table = decodeURIComponent(useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '')
  const resource = BY_TABLE.get(table)
  if (!resource)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>在线表单 {table} 不存在</MessageBarBody>
      </MessageBar>
    )
  return <ResourcePage key={table} resource={resource} />
}
