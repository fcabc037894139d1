import { type UserSettings, useNotify, useUserSettings } from '@portico/ui'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  applyColumnLayout,
  type ColumnLayout,
  columnLayoutKey,
  isColumnLayout,
  moveColumn,
  toggleColumn,
} from './columnLayout'

export interface UseColumnLayoutOptions<Column extends { key: string }> {
  /** Names the table among the user's settings, e.g. its route `/isystem/user`; without it nothing is kept. */
  tableId: string | undefined
  /** The declared columns (already without those the user may not see). */
  columns: readonly Column[]
  /** Where layouts are kept; default the signed-in user's server-side settings (so they follow the user). */
  settings?: UserSettings
}

export interface ColumnLayoutState<Column extends { key: string }> {
  /** The columns to show, in the user's order. */
  columns: Column[]
  /** Every declared column in the user's order, with whether it shows: what the settings list offers. */
  choices: { column: Column; visible: boolean }[]
  toggle(key: string): void
  move(key: string, by: -1 | 1): void
  /** Back to the declared columns; the saved layout is removed. */
  reset(): void
  /** The saved layout is still being read. */
  loading: boolean
}

/** A list table's column order and visibility, kept per user by `settings`; failures to save are shown, not lost. */
export function useColumnLayout<Column extends { key: string }>({
  tableId,
  columns,
  settings,
}: UseColumnLayoutOptions<Column>): ColumnLayoutState<Column> {
  const serverSettings = useUserSettings()
  const store = settings ?? serverSettings
  const notify = useNotify()
  const key = tableId === undefined ? undefined : columnLayoutKey(tableId)
  const [layout, setLayout] = useState<ColumnLayout | null>(null)
  const [loading, setLoading] = useState(key !== undefined)
  /** Set once the user changes something, so a late read never overwrites their change. */
  const touched = useRef(false)

  useEffect(() => {
    touched.current = false
    setLayout(null)
    if (key === undefined) return setLoading(false)
    let live = true
    setLoading(true)
    store
      .get<unknown>(key)
      .then((saved) => {
        if (live && !touched.current) setLayout(isColumnLayout(saved) ? saved : null)
      })
      .catch((error: Error) => {
        if (live) notify.error(`读取列设置失败：${error.message}`)
      })
      .finally(() => {
        if (live) setLoading(false)
      })
    return () => {
      live = false
    }
  }, [store, key, notify])

  const declared = useMemo(() => columns.map((column) => column.key), [columns])
  const change = useCallback(
    (next: ColumnLayout) => {
      touched.current = true
      setLayout(next)
      if (key === undefined) return
      store.save(key, next).catch((error: Error) => notify.error(`保存列设置失败：${error.message}`))
    },
    [store, key, notify],
  )

  const shown = useMemo(() => applyColumnLayout(columns, layout), [columns, layout])
  const choices = useMemo(() => {
    const visible = new Set(shown.map((column) => column.key))
    return applyColumnLayout(columns, layout ? { ...layout, hidden: [] } : null).map((column) => ({
      column,
      visible: visible.has(column.key),
    }))
  }, [columns, layout, shown])

  return {
    columns: shown,
    choices,
    toggle: (columnKey) => change(toggleColumn(declared, layout, columnKey)),
    move: (columnKey, by) => change(moveColumn(declared, layout, columnKey, by)),
    reset: () => {
      touched.current = true
      setLayout(null)
      if (key === undefined) return
      store.remove(key).catch((error: Error) => notify.error(`重置列设置失败：${error.message}`))
    },
    loading,
  }
}
