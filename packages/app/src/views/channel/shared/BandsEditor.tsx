import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { Save20Regular } from '@fluentui/react-icons'
import { BAND_PRICE_KINDS, type RateBand, rateTableProblems } from '@portico/contract'
import {
  type EditableColumn,
  type EditableRow,
  EditableTable,
  type EditableTableHandle,
  EditableTableValidationError,
} from '@portico/grid'
import { useNotify } from '@portico/ui'
import { useEffect, useRef, useState } from 'react'
import { failureOf, type PlanApi } from './planApi'

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  hint: { color: tokens.colorNeutralForeground3 },
})

const WEIGHT = /^\d{1,7}(\.\d{1,3})?$/
const MONEY = /^\d{1,10}(\.\d{1,2})?$/

const columns: EditableColumn[] = [
  {
    key: 'fromKg',
    title: '起始重量(kg，不含)',
    type: 'input',
    width: 170,
    validateRules: [
      { required: true, message: '请输入起始重量' },
      { pattern: WEIGHT, message: '重量为非负数，最多3位小数' },
    ],
  },
  {
    key: 'toKg',
    title: '截止重量(kg，含)',
    type: 'input',
    width: 170,
    validateRules: [
      { required: true, message: '请输入截止重量' },
      { pattern: WEIGHT, message: '重量为非负数，最多3位小数' },
    ],
  },
  {
    key: 'priceKind',
    title: '计价类型',
    type: 'select',
    width: 130,
    options: Object.entries(BAND_PRICE_KINDS).map(([value, text]) => ({ value, text })),
    validateRules: [{ required: true, message: '请选择计价类型' }],
  },
  {
    key: 'price',
    title: '价格',
    type: 'input',
    width: 140,
    validateRules: [
      { required: true, message: '请输入价格' },
      { pattern: MONEY, message: '价格为非负金额，最多2位小数' },
    ],
  },
]

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim())

export interface BandsEditorProps {
  api: PlanApi
  planId: string
  currency: string
  canEdit: boolean
  onSaved: () => void
}

/**
 * A BANDS plan's weight bands in the editable table: each band covers weights over its start up to its end, priced
 * per kg or at a fixed price. Saved at once; gaps, overlaps and negative prices are named before and by the server.
 */
export function BandsEditor({ api, planId, currency, canEdit, onSaved }: BandsEditorProps) {
  const styles = useStyles()
  const notify = useNotify()
  const table = useRef<EditableTableHandle>(null)
  const [rows, setRows] = useState<EditableRow[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let live = true
    api
      .bands(planId)
      .then((reply) => {
        if (!live) return
        if (reply.success) setRows((reply.result ?? []) as unknown as EditableRow[])
        else setError(reply.message || '重量段加载失败')
      })
      .catch((failure) => live && setError(failureOf(failure, '重量段加载失败')))
    return () => {
      live = false
    }
  }, [api, planId])

  const save = async () => {
    if (!table.current) return
    let values: Record<string, unknown>[]
    try {
      values = (await table.current.getValues()).values
    } catch (failure) {
      if (failure instanceof EditableTableValidationError) return
      throw failure
    }
    const bands: RateBand[] = values.map((row) => ({
      fromKg: text(row.fromKg),
      toKg: text(row.toKg),
      priceKind: text(row.priceKind) as RateBand['priceKind'],
      price: text(row.price),
    }))
    const problems = rateTableProblems({
      pricingMode: 'BANDS',
      bands,
      registrationFee: '0',
      fuelSurchargePercent: '0',
      currencyCode: currency,
    })
    if (problems.length > 0) {
      setError(problems.join('；'))
      return
    }
    setSaving(true)
    try {
      const reply = await api.saveBands(planId, bands)
      if (!reply.success) {
        setError(reply.message || '保存失败')
        return
      }
      setError(null)
      setRows((reply.result ?? []) as unknown as EditableRow[])
      notify.success('重量段已保存')
      onSaved()
    } catch (failure) {
      setError(failureOf(failure, '保存失败'))
    } finally {
      setSaving(false)
    }
  }

  if (rows === null && !error) return <Spinner label="加载重量段…" />
  return (
    <div className={styles.root}>
      <Text className={styles.hint}>
        每段计费重量大于起始、不超过截止重量；按公斤：计费重量 × 价格，固定价：该段一口价。币种 {currency}
        。各段须首尾相接。
      </Text>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {rows !== null && (
        <EditableTable
          ref={table}
          aria-label="重量段"
          columns={columns}
          dataSource={rows}
          rowSelection={canEdit}
          toolbar={canEdit}
          disabled={!canEdit}
          dragSort={canEdit}
          addDefaults={{ priceKind: 'PER_KG' }}
          maxHeight={420}
        />
      )}
      {rows !== null && rows.length === 0 && (
        <Text className={styles.hint}>还没有重量段：点击「新增」逐段录入。</Text>
      )}
      {canEdit && (
        <div className={styles.bar}>
          <Button appearance="primary" icon={<Save20Regular />} onClick={save} disabled={saving}>
            {saving ? '保存中…' : '保存重量段'}
          </Button>
        </div>
      )}
    </div>
  )
}
