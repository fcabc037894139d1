import { isDictKind, type Resource, type ResourceField } from '@portico/contract'
import type { DataTableColumn } from '@portico/grid'
import type { ReactNode } from 'react'
import { type Texts, textsOf } from '../../i18n'
import { FilesCell, ImagesCell } from './resourceCells'
import type { ResourceRow } from './resourceValues'

export type { ResourceRow }

/** How a cell shows a field by default: dictionary texts, image covers, file links, or the value. */
function defaultCell(resource: Resource, name: string, field: ResourceField, texts: Texts) {
  if (isDictKind(field.kind))
    return (row: ResourceRow) =>
      texts.dict(
        field.dictCode,
        row[name],
        row[`${name}_dictText`] == null ? null : String(row[`${name}_dictText`]),
      )
  if (field.kind === 'image')
    return (row: ResourceRow) => (
      <ImagesCell paths={row[name] as string | null} name={String(row[resource.labelField] ?? '')} />
    )
  if (field.kind === 'file') return (row: ResourceRow) => <FilesCell paths={row[name] as string | null} />
  return undefined
}

/** The list's columns from the declaration, in the user's language; `cells` replaces how a field's cell is drawn. */
export function resourceColumns<Row extends ResourceRow>(
  resource: Resource,
  cells: Partial<Record<string, (row: Row) => ReactNode>> = {},
  texts: Texts = textsOf('zh-CN'),
): DataTableColumn<Row>[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.list !== false && field.kind !== 'password')
    .map(([name, field]) => {
      const list = field.list || {}
      return {
        key: name,
        title: texts.label(field.label),
        width: list.width,
        ellipsis: list.ellipsis,
        sortable: field.sortable,
        render: cells[name] ?? defaultCell(resource, name, field, texts),
      }
    })
}
