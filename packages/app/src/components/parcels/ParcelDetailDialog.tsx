import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { type ParcelDetail, packageActions } from '@portico/contract'
import { useHttp } from '@portico/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { callAction } from '../../api/callAction'
import { useTexts } from '../../i18n'
import { ParcelStatusBadge } from './parcelColumns'
import { TrajectoryTimeline } from './TrajectoryTimeline'

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '100%' },
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalXL },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  section: { marginTop: tokens.spacingVerticalL, marginBottom: tokens.spacingVerticalS },
})

/** 包裹详情: goods, weights, customer, channel, station, 问题件 and the trajectory of one parcel. */
export function ParcelDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const styles = useStyles()
  const http = useHttp()
  const { t, label, locale } = useTexts()
  const [detail, setDetail] = useState<ParcelDetail | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (!id) return
    setDetail(null)
    setError(null)
    callAction(http, packageActions.queryById, { query: { id } })
      .then((envelope) => (envelope.success ? setDetail(envelope.result) : setError(envelope.message)))
      .catch(() => setError(t('list.loadFailed')))
  }, [http, id, t])
  const p = detail?.parcel
  const o = detail?.order
  const fact = (name: string, value: ReactNode) => (
    <>
      <dt className={styles.label}>{label(name)}</dt>
      <dd className={styles.value}>{value ?? '—'}</dd>
    </>
  )
  return (
    <Dialog open={id !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            {t('parcel.detailTitle')}
            {p ? ` ${p.trackingNo}` : ''}
          </DialogTitle>
          <DialogContent>
            {error && <Text role="alert">{error}</Text>}
            {!error && !detail && <Spinner label={t('list.loading')} />}
            {p && (
              <div className={styles.grid}>
                <div>
                  <dl className={styles.facts}>
                    {fact('状态', <ParcelStatusBadge status={p.status} text={p.status_dictText} />)}
                    {fact('客户', p.customerName)}
                    {fact('平台订单号', o ? `${o.platformOrderNo} (${o.platform})` : null)}
                    {fact('渠道', p.channelName ?? p.channelCode)}
                    {fact('站点', p.stationName)}
                    {fact(
                      '实重 / 体积重 / 计费重',
                      `${p.actualWeight ?? '—'} / ${p.volumetricWeight ?? '—'} / ${p.billableWeight ?? '—'} kg`,
                    )}
                    {fact('尺寸', p.lengthCm ? `${p.lengthCm} × ${p.widthCm} × ${p.heightCm} cm` : null)}
                    {fact('入库', p.inStoreTime ? `${p.inStoreTime} ${p.inStoreBy ?? ''}` : null)}
                    {fact('收件人', o ? `${o.buyerName} ${o.buyerPhone ?? ''}` : null)}
                    {fact(
                      '地址',
                      o
                        ? [o.buyerAddress, o.buyerCity, o.buyerState, o.buyerCountry, o.buyerPostcode]
                            .filter(Boolean)
                            .join(', ')
                        : null,
                    )}
                    {fact('申报', o ? `${o.declaredValue} ${o.currency} · ${o.customsMode}` : null)}
                  </dl>
                  <Text as="h3" weight="semibold" className={styles.section} block>
                    {t('parcel.goods')}
                  </Text>
                  <Table size="small" aria-label={t('parcel.goods')}>
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{label('品名')}</TableHeaderCell>
                        <TableHeaderCell>{label('HS编码')}</TableHeaderCell>
                        <TableHeaderCell>{label('数量')}</TableHeaderCell>
                        <TableHeaderCell>{label('单价')}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {detail.items.map((item) => (
                        <TableRow key={`${item.sku}-${item.nameEn}-${item.quantity}`}>
                          <TableCell>
                            {locale === 'en' ? item.nameEn : `${item.nameCn} / ${item.nameEn}`}
                          </TableCell>
                          <TableCell>{item.hsCode}</TableCell>
                          <TableCell>{item.quantity}</TableCell>
                          <TableCell>{item.unitValue}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                  {detail.questions.length > 0 && (
                    <>
                      <Text as="h3" weight="semibold" className={styles.section} block>
                        {t('parcel.problems')}
                      </Text>
                      {detail.questions.map((q) => (
                        <Text key={q.id} block>
                          {q.createTime} {q.questionType_dictText}（{q.status_dictText}）{q.description}
                        </Text>
                      ))}
                    </>
                  )}
                </div>
                <div>
                  <Text as="h3" weight="semibold" className={styles.section} block>
                    {t('parcel.trajectory')}
                  </Text>
                  <TrajectoryTimeline events={detail.events} />
                </div>
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('list.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
