import { Badge, Button, Card, makeStyles, Spinner, Text, Toolbar, tokens } from '@fluentui/react-components'
import {
  ArrowLeft20Regular,
  ArrowSync20Regular,
  CheckmarkCircle20Regular,
  Save20Regular,
} from '@fluentui/react-icons'
import {
  IN_STORE_CHANNEL_DICT,
  IN_STORE_PERMS,
  IN_STORE_TRACKING_MESSAGE,
  IN_STORE_TRACKING_PATTERN,
  InStoreBatchStatus,
  inStoreSyncPageId,
} from '@portico/contract'
import {
  type EditableRow,
  EditableTable,
  type EditableTableHandle,
  EditableTableValidationError,
  isTempId,
  type TableSyncStatus,
} from '@portico/grid'
import { ScanBox, type ScanOutcome, useDictItems, useNotify, usePermissions } from '@portico/ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useConfirm } from '../../../components/ConfirmDialog'
import { useTabTitle } from '../../../components/TabTitleContext'
import { useSession } from '../../../session/useSession'
import { BatchHeader } from './BatchHeader'
import { BatchNotices } from './BatchNotices'
import { IN_STORE_LINES_SOCKET_KEY, inStoreLineColumns } from './inStoreLineColumns'
import { hasUnsavedChanges, lineTotals } from './lineTotals'
import { syncStatusText } from './syncStatusText'
import { useInStoreBatch } from './useInStoreBatch'

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' },
  empty: { color: tokens.colorNeutralForeground3 },
})

export const IN_STORE_LIST_PATH = '/site/bulkInStore'

/**
 * One in-store batch: its lines in an editable table shared live with colleagues who have the same batch open
 * (`instore-batch-<id>`), a scanner box, save (lines and deleted rows in one request), reload and 完成入库.
 */
export function InStoreBatchDetail({ batchId }: { batchId: string }) {
  const styles = useStyles()
  const navigate = useNavigate()
  const notify = useNotify()
  const session = useSession()
  const permissions = usePermissions()
  const { confirm, dialog } = useConfirm()
  const channels = useDictItems(IN_STORE_CHANNEL_DICT)
  const state = useInStoreBatch(batchId)
  const { batch } = state
  const table = useRef<EditableTableHandle>(null)
  const rows = useRef<EditableRow[]>([])
  const [totals, setTotals] = useState(() => lineTotals([]))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [syncStatus, setSyncStatus] = useState<TableSyncStatus | null>(null)
  useTabTitle(batch ? `入库批次 ${batch.batchNo}` : undefined)
  // The table starts from (and resets to) the loaded lines; its own changes come through onRowsChange.
  useEffect(() => {
    rows.current = state.lines
    setTotals(lineTotals(state.lines))
  }, [state.lines])

  const canEdit = permissions.allows(IN_STORE_PERMS.edit)
  const open = batch?.status === InStoreBatchStatus.OPEN
  const editable = canEdit && open
  const columns = useMemo(() => inStoreLineColumns(channels.options), [channels.options])
  const userId = session.userInfo?.id
  const sync = useMemo(
    () =>
      editable && userId && session.token
        ? {
            socketKey: IN_STORE_LINES_SOCKET_KEY,
            pageId: inStoreSyncPageId(batchId),
            userId,
            token: session.token,
            onMessage: state.onSyncMessage,
            onStatusChange: setSyncStatus,
          }
        : undefined,
    [editable, userId, session.token, batchId, state.onSyncMessage],
  )

  const unsaved = () =>
    hasUnsavedChanges(state.lines, rows.current, table.current?.getDeleteIds() ?? [], isTempId)

  function reload() {
    if (!unsaved()) {
      setError(null)
      void state.load()
      return
    }
    confirm({
      title: '刷新明细',
      content: '有未保存的修改，刷新将丢弃这些修改。确定刷新吗?',
      onConfirm: async () => {
        setError(null)
        await state.load()
      },
    })
  }

  async function save() {
    if (!table.current) return
    setError(null)
    let collected: Awaited<ReturnType<EditableTableHandle['getValues']>>
    try {
      collected = await table.current.getValues()
    } catch (failure) {
      if (!(failure instanceof EditableTableValidationError)) throw failure
      const first = failure.errors[0]
      const title = columns.find((column) => column.key === first?.key)?.title ?? ''
      setError(
        `有 ${failure.errors.length} 处未通过校验，请修改后再保存（第${(first?.rowIndex ?? 0) + 1}行 ${title}：${first?.message ?? ''}）`,
      )
      return
    }
    setBusy(true)
    const outcome = await state.save(collected.values, collected.deleteIds)
    setBusy(false)
    if (outcome.ok) notify.success(outcome.message)
    else setError(outcome.message)
  }

  function complete() {
    if (!batch) return
    if (unsaved()) {
      setError('有未保存的修改，请先保存再完成入库')
      return
    }
    confirm({
      title: '完成入库',
      content: `确定完成入库吗？完成后批次 ${batch.batchNo} 的明细不能再修改。`,
      onConfirm: async () => {
        const outcome = await state.complete()
        if (outcome.ok) notify.success(outcome.message)
        else setError(outcome.message)
      },
    })
  }

  function scan(raw: string): ScanOutcome {
    const trackingNo = raw.toUpperCase()
    if (!IN_STORE_TRACKING_PATTERN.test(trackingNo)) return { ok: false, message: IN_STORE_TRACKING_MESSAGE }
    const at = rows.current.findIndex((row) => String(row.trackingNo ?? '').toUpperCase() === trackingNo)
    if (at >= 0) return { ok: false, message: `运单号 ${trackingNo} 已在第${at + 1}行` }
    table.current?.addRows({ trackingNo })
    return { ok: true, message: `已添加 ${trackingNo}（第${rows.current.length}行），请填写重量` }
  }

  if (!batch) {
    return (
      <Card className={styles.card}>
        {state.loading ? (
          <Spinner label="加载中…" />
        ) : (
          <BatchNotices
            staleBy={null}
            error={state.loadError ?? '入库批次加载失败'}
            onReload={reload}
            onDismissError={() => navigate(IN_STORE_LIST_PATH)}
            readOnlyReason={null}
          />
        )}
        <Button icon={<ArrowLeft20Regular />} onClick={() => navigate(IN_STORE_LIST_PATH)}>
          返回列表
        </Button>
      </Card>
    )
  }

  const syncText = syncStatusText(syncStatus)
  return (
    <Card className={styles.card}>
      <BatchHeader batch={batch} current={totals} />
      <div className={styles.bar}>
        <Toolbar aria-label="批次操作">
          <Button icon={<ArrowLeft20Regular />} onClick={() => navigate(IN_STORE_LIST_PATH)}>
            返回列表
          </Button>
          <Button icon={<ArrowSync20Regular />} onClick={reload} disabled={state.loading}>
            刷新
          </Button>
          {editable && (
            <Button
              appearance="primary"
              icon={busy ? <Spinner size="tiny" /> : <Save20Regular />}
              onClick={save}
              disabled={busy}
            >
              保存
            </Button>
          )}
          {editable && (
            <Button icon={<CheckmarkCircle20Regular />} onClick={complete} disabled={busy}>
              完成入库
            </Button>
          )}
        </Toolbar>
        {sync && (
          <Badge appearance="outline" color={syncText.tone} role="status" aria-label="实时同步状态">
            {syncText.text}
          </Badge>
        )}
      </div>
      <BatchNotices
        staleBy={state.staleBy}
        error={error ?? state.loadError}
        onReload={reload}
        onDismissError={() => setError(null)}
        readOnlyReason={
          !open
            ? `本批次已于 ${batch.completeTime ?? ''} 完成入库，明细只读。`
            : !canEdit
              ? '你没有入库明细录入权限，明细只读。'
              : null
        }
      />
      {editable && (
        <ScanBox
          onScan={scan}
          disabled={busy}
          hint="扫码枪扫描后自动回车；也可从 Excel 复制多行，在表格的运单号单元格中粘贴"
        />
      )}
      {totals.lines === 0 && !state.loading && (
        <Text className={styles.empty}>
          {editable ? '本批次还没有明细：扫描运单号，或点击「新增」逐行录入。' : '本批次没有明细。'}
        </Text>
      )}
      <EditableTable
        ref={table}
        aria-label="入库明细"
        columns={columns}
        dataSource={state.lines}
        rowSelection={editable}
        dragSort={editable}
        confirmDelete
        disabled={!editable}
        toolbar={editable}
        maxHeight={480}
        addDefaults={{ channel: batch.defaultChannel ?? undefined, pieces: 1 }}
        sync={sync}
        reloadEffect
        onRowsChange={(next) => {
          rows.current = next
          setTotals(lineTotals(next))
        }}
      />
      {dialog}
    </Card>
  )
}
