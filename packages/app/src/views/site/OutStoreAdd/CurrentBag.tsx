import {
  Badge,
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { ScanBox, useNotify } from '@portico/ui'
import { saveBlob } from '@portico/upload'
import { useCallback, useEffect, useState } from 'react'
import type { Bag, BagParcel, OutStoreApi } from './outStoreApi'

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  table: { maxHeight: '320px', overflowY: 'auto' },
})

export interface CurrentBagProps {
  api: OutStoreApi
  bag: Bag
  /** The bag changed (a scan, closing): the lists reload. */
  onChanged: (bag: Bag) => void
}

/** The bag being filled: scan parcels into it, see them, close it with its weight, print its label. */
export function CurrentBag({ api, bag, onChanged }: CurrentBagProps) {
  const styles = useStyles()
  const notify = useNotify()
  const [parcels, setParcels] = useState<BagParcel[]>([])
  const [weight, setWeight] = useState('')
  const [weightError, setWeightError] = useState<string | null>(null)
  const open = bag.status === '0'

  const load = useCallback(async () => {
    const reply = await api.bagParcels(bag.id)
    setParcels(reply.success ? (reply.result ?? []) : [])
  }, [api, bag.id])
  useEffect(() => {
    void load()
  }, [load])

  const scan = async (trackingNo: string) => {
    try {
      const reply = await api.scan(bag.id, trackingNo)
      if (!reply.success || !reply.result) return { ok: false, message: reply.message || '装袋失败' }
      setParcels((list) => [...list, reply.result!.parcel])
      onChanged(reply.result.bag)
      return {
        ok: true,
        message: `${reply.result.parcel.trackingNo} 已装袋（第 ${reply.result.bag.parcelCount} 件）`,
      }
    } catch {
      return { ok: false, message: '网络错误，请重试' }
    }
  }

  const close = async () => {
    const reply = await api.closeBag(bag.id, weight.trim())
    if (!reply.success || !reply.result) return setWeightError(reply.message || '封袋失败')
    setWeightError(null)
    notify.success(`袋 ${bag.bagNo} 已封袋`)
    onChanged(reply.result)
  }

  const printLabel = async () => {
    try {
      saveBlob(await api.bagLabel(bag.id), `袋标签_${bag.bagNo}.pdf`)
    } catch {
      notify.error('袋标签生成失败')
    }
  }

  return (
    <Card>
      <CardHeader
        header={
          <Text weight="semibold" size={400}>
            当前袋 {bag.bagNo}
          </Text>
        }
        description={
          <span>
            渠道 {bag.channelCode} · {bag.parcelCount} 件 · 计费重 {bag.parcelWeight} kg{' '}
            <Badge appearance="tint" color={open ? 'warning' : 'success'}>
              {open ? '装袋中' : '已封袋'}
            </Badge>
          </span>
        }
      />
      {open && <ScanBox label="扫描包裹装袋" onScan={scan} autoFocus />}
      <section className={styles.table} aria-label="袋内包裹">
        <Table size="small" aria-label="袋内包裹">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>#</TableHeaderCell>
              <TableHeaderCell>运单号</TableHeaderCell>
              <TableHeaderCell>目的国</TableHeaderCell>
              <TableHeaderCell>计费重(kg)</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {parcels.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>还没有包裹，扫描运单号装袋</TableCell>
              </TableRow>
            )}
            {parcels.map((parcel, i) => (
              <TableRow key={parcel.id}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>{parcel.trackingNo}</TableCell>
                <TableCell>{parcel.destinationCountry}</TableCell>
                <TableCell>{parcel.billableWeight ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <div className={styles.row}>
        {open && (
          <>
            <Field
              label="袋重(kg)"
              validationState={weightError ? 'error' : 'none'}
              validationMessage={weightError ?? undefined}
            >
              <Input
                value={weight}
                inputMode="decimal"
                onChange={(_, data) => setWeight(data.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void close()
                }}
              />
            </Field>
            <Button appearance="primary" onClick={close} disabled={parcels.length === 0}>
              封袋
            </Button>
          </>
        )}
        <Button onClick={printLabel}>打印袋标签</Button>
      </div>
    </Card>
  )
}
