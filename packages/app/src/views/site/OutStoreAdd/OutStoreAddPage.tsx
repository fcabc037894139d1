import {
  Badge,
  Button,
  Card,
  CardHeader,
  Checkbox,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { OUT_STORE_PERMS } from '@portico/contract'
import { useNotify, usePermissions } from '@portico/ui'
import { useCallback, useEffect, useState } from 'react'
import { CurrentBag } from './CurrentBag'
import { type Bag, type ChannelOption, type OutBatch, useOutStoreApi } from './outStoreApi'

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0,1fr) minmax(0,1fr)',
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
})

const BAG_STATUS: Record<string, { text: string; color: 'warning' | 'success' }> = {
  '0': { text: '装袋中', color: 'warning' },
  '1': { text: '已封袋', color: 'success' },
}

/**
 * 新增出库: open a bag for a channel, scan in-store parcels into it (refusals spoken with their reason), close it with
 * its weight and print its label; then put closed bags of one channel into an outbound batch and confirm the out-store.
 */
export default function OutStoreAddPage() {
  const styles = useStyles()
  const api = useOutStoreApi()
  const notify = useNotify()
  const permissions = usePermissions()
  const canDispatch = permissions.allows(OUT_STORE_PERMS.dispatch)
  const [channels, setChannels] = useState<ChannelOption[]>([])
  const [channel, setChannel] = useState('')
  const [bags, setBags] = useState<Bag[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [current, setCurrent] = useState<Bag | null>(null)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [batches, setBatches] = useState<OutBatch[]>([])

  const reload = useCallback(async () => {
    try {
      const [bagReply, batchReply] = await Promise.all([api.bags(), api.pendingBatches()])
      if (!bagReply.success) return setLoadError(bagReply.message || '袋列表加载失败')
      setLoadError(null)
      setBags(bagReply.result ?? [])
      setBatches(batchReply.success ? (batchReply.result?.records ?? []) : [])
    } catch {
      setLoadError('网络错误，袋列表加载失败')
    }
  }, [api])

  useEffect(() => {
    void reload()
    void api.channels().then((reply) => setChannels(reply.success ? (reply.result?.records ?? []) : []))
  }, [api, reload])

  const openBag = async () => {
    const reply = await api.openBag(channel)
    if (!reply.success || !reply.result) return notify.error(reply.message || '开袋失败')
    notify.success(`已开袋 ${reply.result.bagNo}`)
    setCurrent(reply.result)
    await reload()
  }

  const changed = (bag: Bag) => {
    setCurrent(bag)
    setBags((list) => list?.map((b) => (b.id === bag.id ? bag : b)) ?? null)
  }

  const createBatch = async () => {
    const reply = await api.createBatch([...selected])
    if (!reply.success || !reply.result) return notify.error(reply.message || '创建出库批次失败')
    notify.success(
      `出库批次 ${reply.result.batchNo} 已创建（${reply.result.bagCount} 袋，${reply.result.parcelCount} 件）`,
    )
    setSelected(new Set())
    await reload()
  }

  const confirm = async (batch: OutBatch) => {
    const reply = await api.confirm(batch.id)
    if (!reply.success) return notify.error(reply.message || '确认出库失败')
    notify.success(`出库批次 ${batch.batchNo} 已确认出库`)
    await reload()
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((set) => {
      const next = new Set(set)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <div className={styles.page}>
      {loadError && (
        <MessageBar intent="error">
          <MessageBarBody>{loadError}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.columns}>
        <Card>
          <CardHeader
            header={
              <Text weight="semibold" size={400}>
                开袋
              </Text>
            }
          />
          <div className={styles.row}>
            <Field label="渠道" required>
              <Dropdown
                placeholder="选择渠道"
                value={channels.find((c) => c.code === channel)?.name ?? ''}
                selectedOptions={channel ? [channel] : []}
                onOptionSelect={(_, data) => setChannel(data.optionValue ?? '')}
              >
                {channels.map((c) => (
                  <Option key={c.code} value={c.code} text={c.name}>
                    {`${c.name}（${c.code}）`}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Button appearance="primary" disabled={!channel} onClick={openBag}>
              开袋
            </Button>
          </div>
          <Table size="small" aria-label="未出库的袋">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>选择</TableHeaderCell>
                <TableHeaderCell>袋号</TableHeaderCell>
                <TableHeaderCell>渠道</TableHeaderCell>
                <TableHeaderCell>件数</TableHeaderCell>
                <TableHeaderCell>袋重(kg)</TableHeaderCell>
                <TableHeaderCell>状态</TableHeaderCell>
                <TableHeaderCell>操作</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {bags === null && (
                <TableRow>
                  <TableCell colSpan={7}>加载中…</TableCell>
                </TableRow>
              )}
              {bags?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>没有未出库的袋，选择渠道开袋</TableCell>
                </TableRow>
              )}
              {bags?.map((bag) => (
                <TableRow key={bag.id} aria-selected={current?.id === bag.id}>
                  <TableCell>
                    <Checkbox
                      aria-label={`选择袋 ${bag.bagNo}`}
                      disabled={bag.status !== '1'}
                      checked={selected.has(bag.id)}
                      onChange={(_, data) => toggle(bag.id, Boolean(data.checked))}
                    />
                  </TableCell>
                  <TableCell>{bag.bagNo}</TableCell>
                  <TableCell>{bag.channelCode}</TableCell>
                  <TableCell>{bag.parcelCount}</TableCell>
                  <TableCell>{bag.grossWeight ?? '—'}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={BAG_STATUS[bag.status]?.color ?? 'informative'}>
                      {BAG_STATUS[bag.status]?.text ?? bag.status}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <Button size="small" appearance="subtle" onClick={() => setCurrent(bag)}>
                      {bag.status === '0' ? `继续装袋 ${bag.bagNo}` : `查看 ${bag.bagNo}`}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {canDispatch && (
            <div className={styles.row}>
              <Button appearance="primary" disabled={selected.size === 0} onClick={createBatch}>
                {`创建出库批次（${selected.size} 袋）`}
              </Button>
            </div>
          )}
        </Card>
        {current ? (
          <CurrentBag key={current.id} api={api} bag={current} onChanged={changed} />
        ) : (
          <Card>
            <Text>开袋或从左侧选择一个袋，然后扫描包裹装袋。</Text>
          </Card>
        )}
      </div>
      {canDispatch && (
        <Card>
          <CardHeader
            header={
              <Text weight="semibold" size={400}>
                待出库批次
              </Text>
            }
          />
          <Table size="small" aria-label="待出库批次">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>批次号</TableHeaderCell>
                <TableHeaderCell>渠道</TableHeaderCell>
                <TableHeaderCell>袋数</TableHeaderCell>
                <TableHeaderCell>包裹数</TableHeaderCell>
                <TableHeaderCell>总重量(kg)</TableHeaderCell>
                <TableHeaderCell>操作</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {batches.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>没有待出库的批次</TableCell>
                </TableRow>
              )}
              {batches.map((batch) => (
                <TableRow key={batch.id}>
                  <TableCell>{batch.batchNo}</TableCell>
                  <TableCell>{batch.channelCode}</TableCell>
                  <TableCell>{batch.bagCount}</TableCell>
                  <TableCell>{batch.parcelCount}</TableCell>
                  <TableCell>{batch.grossWeight}</TableCell>
                  <TableCell>
                    <Button size="small" appearance="primary" onClick={() => confirm(batch)}>
                      {`确认出库 ${batch.batchNo}`}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </div>
  )
}
