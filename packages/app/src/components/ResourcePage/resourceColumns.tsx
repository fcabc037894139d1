import { isDictKind, type Resource, type ResourceField } from '@portico/contract'
import type { ColumnKind, DataTableColumn } from '@portico/grid'
import type { ReactNode } from 'react'
import { CHINESE_TEXTS, type Texts } from '../../i18n'
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

const COLUMN_KIND: Partial<Record<ResourceField['kind'], ColumnKind>> = {
  integer: 'integer',
  number: 'number',
  money: 'money',
  weight: 'weight',
  date: 'date',
  datetime: 'datetime',
  image: 'tag',
  file: 'tag',
}

/**
 * How a field's column is sized (see ColumnKind): by its kind; a text field that is a key or follows a pattern
 * (codes, numbers, phones) is a code, never cut; other text keeps its declared width and ends in an ellipsis.
 */
export function columnKind(field: ResourceField): ColumnKind {
  const kind = COLUMN_KIND[field.kind]
  if (kind) return kind
  const patterned = field.rules?.some((rule) => 'pattern' in rule) ?? false
  return field.kind === 'text' && (field.unique || patterned) ? 'code' : 'text'
}

/** The list's columns from the declaration, in the user's language; `cells` replaces how a field's cell is drawn. */
export function resourceColumns<Row extends ResourceRow>(
  resource: Resource,
  cells: Partial<Record<string, (row: Row) => ReactNode>> = {},
  texts: Texts = CHINESE_TEXTS,
): DataTableColumn<Row>[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.list !== false && field.kind !== 'password')
    .map(([name, field]) => {
      const list = field.list || {}
      return {
        key: name,
        title: texts.label(field.label),
        kind: columnKind(field),
        width: list.width,
        ellipsis: list.ellipsis,
        sortable: field.sortable,
        render: cells[name] ?? defaultCell(resource, name, field, texts),
      }
    })
}
