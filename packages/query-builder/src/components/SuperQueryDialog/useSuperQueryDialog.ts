import { useEffect, useState } from 'react'
import type { ConditionRow, QueryField, SavedQuery } from '../../core/condition.types'
import {
  changeField,
  changeRule,
  effectiveConditions,
  emptyRow,
  rowsFromConditions,
} from '../../core/conditions'
import { DEFAULT_MATCH_TYPE, type MatchType, type QueryRule } from '../../core/rules'
import { toSuperQueryParams } from '../../core/superQueryParams'
import { isExistingName, validateSave, validateSaveName, validateSearch } from '../../core/validation'
import { useQueryMessages } from '../QueryMessages/QueryMessages'
import type { SuperQueryDialogProps } from './SuperQueryDialog.types'
import { useSavedQueries } from './useSavedQueries'

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export interface DialogNotice {
  intent: 'warning' | 'success' | 'error'
  text: string
}

/** The dialog's state: rows and match type, the search, and saving, overwriting, loading and deleting. */
export function useSuperQueryDialog(props: SuperQueryDialogProps) {
  const messages = useQueryMessages()
  const { fields, open, value, onSearch, onReset, onOpenChange } = props
  const [rows, setRows] = useState<ConditionRow[]>(() => rowsFromConditions(value?.conditions ?? []))
  const [matchType, setMatchType] = useState<MatchType>(value?.matchType ?? DEFAULT_MATCH_TYPE)
  // Shown inside the dialog: a toast would sit behind the modal, hidden from screen readers.
  const [notice, setNotice] = useState<DialogNotice | null>(null)
  const setWarning = (text: string | null) => setNotice(text ? { intent: 'warning', text } : null)
  const savedQueries = useSavedQueries(open, props.saveCode, props.store, (error) =>
    setNotice({ intent: 'error', text: messages.loadFailed(reasonOf(error)) }),
  )

  // Each opening starts from the query in force.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening matters, not later value changes.
  useEffect(() => {
    if (!open) return
    setRows(rowsFromConditions(value?.conditions ?? []))
    setMatchType(value?.matchType ?? DEFAULT_MATCH_TYPE)
    setWarning(null)
  }, [open])

  const updateRow = (id: string, update: (row: ConditionRow) => ConditionRow) => {
    setWarning(null)
    setRows((current) => current.map((row) => (row.id === id ? update(row) : row)))
  }
  const fieldOf = (name: string): QueryField | undefined => fields.find((f) => f.value === name)

  const rowActions = {
    setField: (id: string, name: string) => updateRow(id, (row) => changeField(row, fieldOf(name))),
    setRule: (id: string, rule: QueryRule) => updateRow(id, (row) => changeRule(row, rule)),
    setValue: (id: string, val: string) => updateRow(id, (row) => ({ ...row, val })),
    addAfter: (id?: string) =>
      setRows((current) => {
        const at = id ? current.findIndex((row) => row.id === id) + 1 : current.length
        return [...current.slice(0, at), emptyRow(), ...current.slice(at)]
      }),
    remove: (id: string) => setRows((current) => current.filter((row) => row.id !== id)),
  }

  const search = () => {
    const refusal = validateSearch(rows, messages)
    if (refusal) return setWarning(refusal)
    const conditions = effectiveConditions(rows)
    onSearch({ conditions, matchType, params: toSuperQueryParams(conditions, matchType) })
    onOpenChange(false)
  }

  const reset = () => {
    setRows([emptyRow()])
    setMatchType(DEFAULT_MATCH_TYPE)
    setWarning(null)
    onReset?.()
  }

  const load = (query: SavedQuery) => {
    setRows(rowsFromConditions(query.records))
    setMatchType(query.matchType)
    setWarning(null)
  }

  // Saving: 保存查询条件 asks for a name; an existing name asks before overwriting.
  const [naming, setNaming] = useState(false)
  const [saveName, setSaveName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [overwriting, setOverwriting] = useState<SavedQuery | null>(null)
  const startSave = () => {
    const refusal = validateSave(rows, messages)
    if (refusal) return setWarning(refusal)
    setSaveName('')
    setNameError(null)
    setNaming(true)
  }
  const commitSave = async (query: SavedQuery) => {
    setOverwriting(null)
    setNaming(false)
    try {
      await savedQueries.save(query)
      setNotice({ intent: 'success', text: messages.saved })
    } catch (error) {
      setNotice({ intent: 'error', text: messages.saveFailed(reasonOf(error)) })
    }
  }
  const confirmName = () => {
    const refusal = validateSaveName(saveName, messages)
    if (refusal) return setNameError(refusal)
    const query = { title: saveName.trim(), matchType, records: effectiveConditions(rows) }
    if (!isExistingName(savedQueries.saved, query.title)) return void commitSave(query)
    // One nested dialog at a time: the question replaces the name prompt, and 取消 brings the prompt back.
    setNaming(false)
    setOverwriting(query)
  }

  // Deleting a saved query asks first.
  const [deleting, setDeleting] = useState<SavedQuery | null>(null)
  const confirmDelete = async () => {
    if (!deleting) return
    setDeleting(null)
    try {
      await savedQueries.remove(deleting.title)
      setNotice({ intent: 'success', text: messages.deleted })
    } catch (error) {
      setNotice({ intent: 'error', text: messages.deleteFailed(reasonOf(error)) })
    }
  }

  return {
    rows,
    rowActions,
    matchType,
    setMatchType,
    notice,
    search,
    reset,
    saved: savedQueries.saved,
    load,
    saving: {
      naming,
      saveName,
      nameError,
      setSaveName: (name: string) => {
        setSaveName(name)
        setNameError(null)
      },
      start: startSave,
      confirmName,
      cancelName: () => setNaming(false),
      overwriting,
      confirmOverwrite: () => overwriting && commitSave(overwriting),
      cancelOverwrite: () => {
        setOverwriting(null)
        setNaming(true)
      },
    },
    deleting: {
      target: deleting,
      ask: setDeleting,
      confirm: confirmDelete,
      cancel: () => setDeleting(null),
    },
  }
}

export type SuperQueryDialogState = ReturnType<typeof useSuperQueryDialog>
