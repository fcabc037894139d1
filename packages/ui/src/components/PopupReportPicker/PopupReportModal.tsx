import { useMemo, useState } from 'react'
import { SelectionModal } from '../SelectionModal/SelectionModal'
import { PopupQueryForm } from './PopupQueryForm'
import type { PopupReportModalProps } from './PopupReportPicker.types'
import {
  initialQueryValues,
  POPUP_REPORT_WIDTH,
  type PopupRow,
  popupColumns,
  popupConfirmError,
  popupRowKey,
  queryKeysOf,
} from './popupReportRules'
import { type PopupReportFilters, usePopupReport } from './usePopupReport'

const NO_PARAM: Record<string, string> = {}

/**
 * The online report popup (JPopupOnlReport, 1200 wide): the report's name as title, its columns (dictionary values
 * as text), its query form and server-paged rows. A single select replaces the choice, a multi select takes a repeated
 * pick off; 确定 needs one row (several in multi mode), else 请选择一条记录.
 */
export function PopupReportModal({
  open,
  code,
  multiple = false,
  param = NO_PARAM,
  groupKey,
  width = POPUP_REPORT_WIDTH,
  onConfirm,
  onCancel,
}: PopupReportModalProps) {
  const { meta, fetchPage } = usePopupReport({ open, code, groupKey })
  const items = meta?.queryItems ?? []
  // What the form shows, and what 查询 last applied (both over the values the dynamic parameters start with).
  const [draft, setDraft] = useState<Record<string, string>>({})
  const [applied, setApplied] = useState<Record<string, string>>({})
  const [expanded, setExpanded] = useState(false)
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    setDraft({})
    setApplied({})
    setExpanded(false)
  }
  const columns = useMemo(() => (meta ? popupColumns(meta.columns, meta.dictOptions ?? {}) : []), [meta])
  const filters: PopupReportFilters = { query: applied, param }
  const values = { ...initialQueryValues(items, param), ...draft }

  return (
    <SelectionModal<PopupRow, PopupReportFilters>
      open={open}
      title={meta?.cgRpConfigName || '请选择'}
      width={width}
      columns={columns}
      rowKey={popupRowKey}
      selectionMode={multiple ? 'multiple' : 'single'}
      fetchPage={fetchPage}
      filters={filters}
      toolbar={
        items.length > 0 ? (
          <PopupQueryForm
            items={items}
            values={values}
            onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
            expanded={expanded}
            onToggle={() => setExpanded((on) => !on)}
          />
        ) : undefined
      }
      onSearch={() => setApplied(draft)}
      onReset={() => {
        const cleared = Object.fromEntries(items.flatMap(queryKeysOf).map((key) => [key, '']))
        setDraft(cleared)
        setApplied(cleared)
      }}
      validate={(rows) => popupConfirmError(rows, multiple)}
      onConfirm={(rows) => onConfirm(rows)}
      onCancel={onCancel}
    />
  )
}
