import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { CHANNEL_DICT, CUSTOMER_DICT, type PlanQuote } from '@portico/contract'
import { DateField, useDictItems } from '@portico/ui'
import { type FormEvent, useState } from 'react'
import { failureOf, type PlanApi, type QuoteRequest } from './planApi'

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalM },
  result: { display: 'grid', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
  money: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
})

const today = () => {
  const now = new Date(Date.now() + 8 * 3600_000)
  return now.toISOString().slice(0, 10)
}

const TERMS: [keyof PlanQuote['terms'], string][] = [
  ['freight', '运费'],
  ['registrationFee', '挂号费'],
  ['fuelSurcharge', '燃油附加费'],
  ['total', '合计'],
]

function QuoteResult({ quote }: { quote: PlanQuote }) {
  const styles = useStyles()
  const foreign = quote.terms.currency !== 'CNY'
  return (
    <div className={styles.result} aria-live="polite">
      <Text>
        方案「{quote.planName}」· 实重 {quote.actualWeight} kg · 材积重 {quote.volumetricWeight ?? '—'} kg ·{' '}
        <strong>计费重 {quote.billableWeight} kg</strong> · {quote.date} 汇率 1 {quote.terms.currency} ={' '}
        {quote.rate} CNY
      </Text>
      <Table aria-label="试算结果" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>费用项</TableHeaderCell>
            <TableHeaderCell className={styles.money}>{quote.terms.currency}</TableHeaderCell>
            {foreign && <TableHeaderCell className={styles.money}>折合 CNY</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {TERMS.map(([key, label]) => (
            <TableRow key={key}>
              <TableCell>{key === 'total' ? <strong>{label}</strong> : label}</TableCell>
              <TableCell className={styles.money}>{quote.terms[key]}</TableCell>
              {foreign && <TableCell className={styles.money}>{quote.cny[key]}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Text size={200} className={styles.muted}>
        每项按四舍五入保留2位，合计为各项之和；人民币按各项分别折算。
      </Text>
    </div>
  )
}

export interface QuoteDialogProps {
  open: boolean
  title: string
  api: PlanApi
  /** Sale plans are per customer: the form asks for one. */
  withCustomer: boolean
  onClose: () => void
}

/** 试算: prices a weight (and sizes) to a destination by a channel on a date with the plan valid then, term by term. */
export function QuoteDialog({ open, title, api, withCustomer, onClose }: QuoteDialogProps) {
  const styles = useStyles()
  const channels = useDictItems(CHANNEL_DICT)
  const countries = useDictItems('country')
  const customers = useDictItems(withCustomer ? CUSTOMER_DICT : undefined)
  const [form, setForm] = useState<QuoteRequest>({
    channelCode: '',
    country: '',
    date: today(),
    weight: '',
    length: '',
    width: '',
    height: '',
    customerId: '',
  })
  const [quote, setQuote] = useState<PlanQuote | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (key: keyof QuoteRequest) => (_: unknown, data: { value: string }) =>
    setForm((current) => ({ ...current, [key]: data.value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const reply = await api.quote(form)
      if (reply.success && reply.result) {
        setQuote(reply.result)
        setError(null)
      } else {
        setQuote(null)
        setError(reply.message || '试算失败')
      }
    } catch (failure) {
      setQuote(null)
      setError(failureOf(failure, '试算失败'))
    } finally {
      setBusy(false)
    }
  }

  const options = (items: { value: string; text: string }[], placeholder: string) => [
    <option key="" value="">
      {placeholder}
    </option>,
    ...items.map((item) => (
      <option key={item.value} value={item.value}>
        {item.text}
      </option>
    )),
  ]

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: 860, width: '100%' }}>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <div className={styles.form}>
                {withCustomer && (
                  <Field label="客户" required>
                    <Select value={form.customerId} onChange={set('customerId')}>
                      {options(customers.options, '请选择客户')}
                    </Select>
                  </Field>
                )}
                <Field label="渠道" required>
                  <Select value={form.channelCode} onChange={set('channelCode')}>
                    {options(channels.options, '请选择渠道')}
                  </Select>
                </Field>
                <Field label="目的国家" required>
                  <Select value={form.country} onChange={set('country')}>
                    {options(countries.options, '请选择国家')}
                  </Select>
                </Field>
                <Field label="计费日期">
                  <DateField value={form.date} onChange={(value) => set('date')(null, { value })} />
                </Field>
                <Field label="实重(kg)" required>
                  <Input
                    value={form.weight}
                    onChange={set('weight')}
                    inputMode="decimal"
                    placeholder="如 1.25"
                  />
                </Field>
                <Field label="长(cm)">
                  <Input value={form.length} onChange={set('length')} inputMode="decimal" />
                </Field>
                <Field label="宽(cm)">
                  <Input value={form.width} onChange={set('width')} inputMode="decimal" />
                </Field>
                <Field label="高(cm)">
                  <Input value={form.height} onChange={set('height')} inputMode="decimal" />
                </Field>
              </div>
              {error && (
                <MessageBar intent="error" style={{ marginTop: tokens.spacingVerticalM }}>
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              {quote && <QuoteResult quote={quote} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                关闭
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {busy ? '计算中…' : '试算'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
