import {
  Badge,
  Button,
  Checkbox,
  makeStyles,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { SHOPEE_PERMS } from '@portico/contract'
import { useHttp, useNotify, usePermissions } from '@portico/ui'
import { saveBlob } from '@portico/upload'
import { useCallback, useEffect, useState } from 'react'
import { axiosInstance } from '../../../api/http'

interface ShopeeParcel {
  id: string
  trackingNo: string
  platformTrackingNo: string | null
  trackingAssignedTime: string | null
  channelCode: string
  destinationCountry: string
  status: string
  platformOrderNo: string
  buyerName: string
  declaredWeight: string | null
}

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    marginBlockEnd: tokens.spacingVerticalM,
  },
  table: { maxHeight: '60vh', overflowY: 'auto' },
})

/** 分配单号 / 打印面单: Shopee parcels; numbers from the channel's pool for the selected ones, and their labels as one PDF. */
export function ParcelsTab({ version }: { version: number }) {
  const styles = useStyles()
  const http = useHttp()
  const notify = useNotify()
  const permissions = usePermissions()
  const [awaiting, setAwaiting] = useState(false)
  const [rows, setRows] = useState<ShopeeParcel[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    setRows(null)
    try {
      const reply = await http.get<ShopeeParcel[]>('/order/shopee/parcels', {
        awaiting: awaiting ? '1' : '0',
      })
      if (!reply.success) return setError(reply.message || '包裹加载失败')
      setError(null)
      setRows(reply.result ?? [])
      setSelected(new Set())
    } catch {
      setError('网络错误，包裹加载失败')
      setRows([])
    }
  }, [http, awaiting])
  useEffect(() => {
    void version
    void load()
  }, [load, version])

  const assign = async () => {
    setBusy(true)
    const reply = await http.post<unknown[]>('/order/shopee/assign', { ids: [...selected] })
    setBusy(false)
    if (!reply.success) return notify.error(reply.message || '分配单号失败')
    notify.success(reply.message)
    await load()
  }
  const print = async () => {
    setBusy(true)
    try {
      const response = await axiosInstance.post(
        '/order/shopee/labels',
        { ids: [...selected] },
        { responseType: 'blob' },
      )
      saveBlob(response.data as Blob, `面单_${selected.size}件.pdf`)
    } catch {
      notify.error('面单生成失败')
    } finally {
      setBusy(false)
    }
  }
  const all = rows !== null && rows.length > 0 && rows.every((r) => selected.has(r.id))
  return (
    <div>
      <div className={styles.bar}>
        <Switch label="只看待分配单号" checked={awaiting} onChange={(_, d) => setAwaiting(d.checked)} />
        {permissions.allows(SHOPEE_PERMS.assign) && (
          <Button appearance="primary" disabled={selected.size === 0 || busy} onClick={assign}>
            {`分配单号（${selected.size}）`}
          </Button>
        )}
        {permissions.allows(SHOPEE_PERMS.print) && (
          <Button disabled={selected.size === 0 || busy} onClick={print}>
            {`打印面单（${selected.size}）`}
          </Button>
        )}
      </div>
      {error && <div role="alert">{error}</div>}
      <section className={styles.table} aria-label="Shopee包裹">
        <Table size="small" aria-label="Shopee包裹">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Checkbox
                  aria-label="全选"
                  checked={all}
                  onChange={(_, d) => setSelected(d.checked ? new Set(rows?.map((r) => r.id)) : new Set())}
                />
              </TableHeaderCell>
              <TableHeaderCell>运单号</TableHeaderCell>
              <TableHeaderCell>Shopee单号</TableHeaderCell>
              <TableHeaderCell>Order ID</TableHeaderCell>
              <TableHeaderCell>收件人</TableHeaderCell>
              <TableHeaderCell>渠道</TableHeaderCell>
              <TableHeaderCell>目的国</TableHeaderCell>
              <TableHeaderCell>单号</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows === null && (
              <TableRow>
                <TableCell colSpan={8}>加载中…</TableCell>
              </TableRow>
            )}
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>没有包裹，先在「导入订单」导入Shopee订单</TableCell>
              </TableRow>
            )}
            {rows?.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <Checkbox
                    aria-label={`选择 ${row.trackingNo}`}
                    checked={selected.has(row.id)}
                    onChange={(_, d) =>
                      setSelected((s) => {
                        const next = new Set(s)
                        if (d.checked) next.add(row.id)
                        else next.delete(row.id)
                        return next
                      })
                    }
                  />
                </TableCell>
                <TableCell>{row.trackingNo}</TableCell>
                <TableCell>{row.platformTrackingNo ?? '—'}</TableCell>
                <TableCell>{row.platformOrderNo}</TableCell>
                <TableCell>{row.buyerName}</TableCell>
                <TableCell>{row.channelCode}</TableCell>
                <TableCell>{row.destinationCountry}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={row.trackingAssignedTime ? 'success' : 'warning'}>
                    {row.trackingAssignedTime ? '已分配' : '平台单号'}
                  </Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </div>
  )
}
