import { DictSearchSelect, dictSearchCellProps, useEndpoints, useHttp } from '@portico/ui'
import { useEffect, useState } from 'react'
import type { EditableColumn } from '../EditableTable.types'
import type { CellEditorProps } from './columnRegistry.types'

/**
 * A sel_search column searches the server when it names a dictionary and brings no options (JVxeTable's
 * select-dict-search cell); with options it filters them as typed (JEditableTable's sel_search), no server, no delay.
 */
export const searchesServer = (column: EditableColumn) => Boolean(column.dictCode) && !column.options

/**
 * The dictionary search in a table cell. Spec §7 (loadDict, "300 ms in one place, 800 ms elsewhere"), checked
 * against JeecgBoot 2.4.2: the editable-table cell (JVxeSelectDictSearchCell.js) searches 300 ms after the last
 * keystroke and shows a hint until something is typed — `dictSearchCellProps` here; the form widget
 * (JSearchSelectTag.vue, @portico/ui's DictSearchSelect) waits 800 ms and loads a first page when it opens.
 */
export function DictSearchEditor(props: CellEditorProps) {
  const { column } = props
  return (
    <DictSearchSelect
      {...dictSearchCellProps}
      dict={column.dictCode ?? ''}
      aria-label={props.label}
      value={props.value == null ? '' : String(props.value)}
      disabled={props.disabled}
      placeholder={column.placeholder}
      onChange={(value) => props.onChange(value, 'change')}
      {...column.props}
    />
  )
}

/** Texts already looked up, by dictionary and value (JVxe's labelMap): a column of repeated values asks once. */
const known = new Map<string, string>()

/** A stored value of a dictionary search cell, shown by its text (loadDictItem) while the cell is not edited. */
export function DictSearchText({ dict, value }: { dict: string; value: unknown }) {
  const http = useHttp()
  const { loadDictItem } = useEndpoints()
  const stored = value == null ? '' : String(value)
  const cacheKey = `${dict}\u0000${stored}`
  const [text, setText] = useState(() => known.get(cacheKey))
  useEffect(() => {
    if (!stored || known.has(cacheKey)) return setText(known.get(cacheKey))
    let live = true
    http
      .get<string[]>(`${loadDictItem}/${encodeURIComponent(dict)}`, { key: stored })
      .then((reply) => {
        const found = reply.success ? reply.result?.[0] : undefined
        if (found) known.set(cacheKey, found)
        if (live) setText(found)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [http, loadDictItem, dict, stored, cacheKey])
  return <>{text ?? stored}</>
}
