import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import type { OnlineFormDeclaration, Resource } from '@portico/contract'
import * as contract from '@portico/contract'
import { useHttp } from '@portico/ui'
import { useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { EntityFormProps } from '../../components/form/useEntityForm'
import { ResourcePage, type ResourceRow } from '../../components/ResourcePage'
import { OnlineFormDialog } from './OnlineForm/OnlineFormDialog'

const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && 'baseUrl' in value && 'table' in value && 'perms' in value

/** Every declared resource by its table: the online forms a menu may name. */
const BY_TABLE = new Map(
  Object.values(contract as Record<string, unknown>).flatMap((value) =>
    isResource(value) ? [[value.table, value] as const] : [],
  ),
)

type Designed = { code: string; resource: OnlineFormDeclaration } | { code: string; problem: string }

/**
 * A menu entry whose component is JeecgBoot's online form list (`/online/cgformList/<code>`): the built-in list of
 * the declared resource of that table, else the form designed in Online表单开发 (its id or table name), whose
 * declaration the server builds from the synchronised design.
 */
export default function OnlineFormPage() {
  const http = useHttp()
  const code = decodeURIComponent(useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '')
  const declared = BY_TABLE.get(code)
  const [designed, setDesigned] = useState<Designed | null>(null)

  useEffect(() => {
    if (declared) return
    let live = true
    http
      .get<OnlineFormDeclaration>(`/online/cgform/data/${encodeURIComponent(code)}/declaration`)
      .then((reply) => {
        if (!live) return
        setDesigned(
          reply.success && reply.result ? { code, resource: reply.result } : { code, problem: reply.message },
        )
      })
      .catch(() => live && setDesigned({ code, problem: `在线表单 ${code} 不存在` }))
    return () => {
      live = false
    }
  }, [declared, code, http])

  const declaration = designed && 'resource' in designed ? designed.resource : null
  // A main form edits its sub-tables' rows in its own dialog; a single form uses the declared one.
  const form = useMemo(
    () =>
      declaration?.subTables.length
        ? (props: EntityFormProps<ResourceRow>) => <OnlineFormDialog declaration={declaration} {...props} />
        : undefined,
    [declaration],
  )

  if (declared) return <ResourcePage key={code} resource={declared} />
  if (designed?.code !== code) return <Spinner label="加载表单…" />
  if ('problem' in designed)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{designed.problem}</MessageBarBody>
      </MessageBar>
    )
  return <ResourcePage key={code} resource={designed.resource} form={form} />
}
