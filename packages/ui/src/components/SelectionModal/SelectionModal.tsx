import {
  Button,
  DialogActions,
  DialogContent,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
} from '@fluentui/react-components'
import { ArrowCounterclockwise16Regular, Search16Regular } from '@fluentui/react-icons'
import type { RowData } from '@tanstack/react-table'
import { useState } from 'react'
import { ModalDialog } from '../ModalDialog/ModalDialog'
import { Pagination } from '../Pagination/Pagination'
import { ChosenPanel } from './ChosenPanel'
import { useSelectionModalStyles } from './SelectionModal.styles'
import type { SelectionModalProps } from './SelectionModal.types'
import { SelectionTable } from './SelectionTable'
import { keyOfRow, pickRow, removeRow, togglePage } from './selectionRules'
import { useSelectionList } from './useSelectionList'

/**
 * The selection-modal pattern every picker shares (spec §4): open, pick, then 确定 (emits the chosen rows and keys)
 * or 关闭. A paged table of candidates, an optional search box, side panels and a panel of chosen rows.
 * Nothing inside lives past a close: each opening starts from `initialSelection`, page 1 and an empty search.
 */
export function SelectionModal<Row extends RowData, Filters = Record<string, unknown>>(
  props: SelectionModalProps<Row, Filters>,
) {
  const { open, title, width = 900, fullscreenSwitch = true, onCancel } = props
  return (
    <ModalDialog
      open={open}
      title={title}
      width={width}
      fullscreenSwitch={fullscreenSwitch}
      onClose={onCancel}
    >
      {open && <SelectionModalBody {...props} />}
    </ModalDialog>
  )
}

function SelectionModalBody<Row extends RowData, Filters>(props: SelectionModalProps<Row, Filters>) {
  const {
    title,
    columns,
    rowKey,
    fetchPage,
    selectionMode = 'multiple',
    initialSelection,
    onConfirm,
    onCancel,
    pageSize = 10,
    pageSizeOptions = [10, 20, 30],
    ellipsis,
    search,
    toolbar,
    filters,
    onSearch,
    onReset,
    aside,
    chosenPanel,
    validate,
    confirmText = '确定',
    cancelText = '关闭',
    emptyText = '暂无数据',
  } = props
  const styles = useSelectionModalStyles()
  const keyOf = keyOfRow(rowKey)
  const list = useSelectionList(fetchPage, { pageSize, filters: (filters ?? {}) as Filters })
  const startingRows = () =>
    selectionMode === 'single' ? (initialSelection ?? []).slice(0, 1) : (initialSelection ?? [])
  const [chosen, setChosen] = useState<Row[]>(startingRows)
  // The stored choice may arrive after opening (looked up from the server); it applies until the user picks.
  const [touched, setTouched] = useState(false)
  const initialKey = (initialSelection ?? []).map(keyOf).join('\u0000')
  const [seenInitial, setSeenInitial] = useState(initialKey)
  if (seenInitial !== initialKey) {
    setSeenInitial(initialKey)
    if (!touched) setChosen(startingRows())
  }
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string>()
  const chosenKeys = chosen.map(keyOf)

  const change = (rows: Row[]) => {
    setChosen(rows)
    setTouched(true)
    setProblem(undefined)
  }

  function confirm() {
    const message = validate?.(chosen)
    if (message) {
      setProblem(message)
      return
    }
    onConfirm(chosen, chosenKeys)
  }

  return (
    <>
      <DialogContent>
        <div className={styles.body}>
          {aside && <div className={styles.aside}>{aside}</div>}
          <div className={styles.main}>
            {(search || toolbar) && (
              <form
                className={styles.toolbar}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault()
                  onSearch?.()
                  list.search(text.trim())
                }}
              >
                {search && (
                  <Field label={search.label}>
                    <Input
                      className={styles.searchInput}
                      value={text}
                      placeholder={search.placeholder ?? `请输入${search.label}`}
                      onChange={(_, data) => setText(data.value)}
                    />
                  </Field>
                )}
                {toolbar}
                <Button type="submit" appearance="primary" icon={<Search16Regular />}>
                  查询
                </Button>
                <Button
                  icon={<ArrowCounterclockwise16Regular />}
                  onClick={() => {
                    setText('')
                    list.search('')
                    onReset?.()
                  }}
                >
                  重置
                </Button>
              </form>
            )}
            {list.error ? (
              <MessageBar intent="error">
                <MessageBarBody>{list.error}</MessageBarBody>
                <MessageBarActions>
                  <Button size="small" onClick={list.retry}>
                    重试
                  </Button>
                </MessageBarActions>
              </MessageBar>
            ) : (
              <SelectionTable
                aria-label={title}
                columns={columns}
                rows={list.records}
                keyOf={keyOf}
                mode={selectionMode}
                chosenKeys={chosenKeys}
                onPick={(row) => change(pickRow(chosen, row, selectionMode, keyOf))}
                onPickPage={() => change(togglePage(chosen, list.records, keyOf))}
                loading={list.loading}
                ellipsis={ellipsis}
                emptyText={emptyText}
              />
            )}
            <Pagination
              current={list.current}
              pageSize={list.pageSize}
              total={list.total}
              pageSizeOptions={pageSizeOptions}
              onChange={list.setPage}
            />
          </div>
          {chosenPanel && columns.length > 0 && (
            <ChosenPanel
              className={styles.chosen}
              title={chosenPanel.title}
              column={chosenPanel.column ?? columns[0]}
              rows={chosen}
              keyOf={keyOf}
              ellipsis={ellipsis}
              onRemove={(key) => change(removeRow(chosen, key, keyOf))}
            />
          )}
        </div>
        {problem && (
          <MessageBar intent="warning" role="alert">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{cancelText}</Button>
        <Button appearance="primary" onClick={confirm}>
          {confirmText}
        </Button>
      </DialogActions>
    </>
  )
}
