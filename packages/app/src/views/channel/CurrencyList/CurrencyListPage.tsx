import { currencyRateResource, currencyResource, type ResourceRecordOf } from '@portico/contract'
import { useState } from 'react'
import type { RowAction } from '../../../components/ListPage/ListPage.types'
import { ResourcePage } from '../../../components/ResourcePage'
import { SidePanel } from '../shared/SidePanel'
import { StatusBadge } from '../shared/StatusBadge'

type Currency = ResourceRecordOf<typeof currencyResource>
type Rate = ResourceRecordOf<typeof currencyRateResource>

const cells = { status: (row: Currency) => <StatusBadge row={row} /> }
const rateOverrides = {
  rate: { placeholder: '1单位外币折合人民币，如 7.182300' },
}

/** 币种管理: ISO 4217 currencies; each one's dated rates to CNY in a side panel (the latest on or before a date applies). */
export default function CurrencyListPage() {
  const [open, setOpen] = useState<Currency | null>(null)
  const rowActions: RowAction<Currency>[] = [
    {
      key: 'rates',
      permission: 'list',
      label: '汇率',
      run: (row) => setOpen(row),
    },
  ]
  return (
    <>
      <ResourcePage<Currency>
        resource={currencyResource}
        cells={cells}
        rowActions={rowActions}
        actionsWidth={200}
      />
      <SidePanel
        open={open !== null}
        title={open ? `${open.code} ${open.name} 汇率（折合人民币）` : ''}
        onClose={() => setOpen(null)}
      >
        {open &&
          (open.code === 'CNY' ? (
            <p>人民币是本位币，汇率恒为 1。</p>
          ) : (
            <ResourcePage<Rate>
              resource={currencyRateResource}
              fixed={{ currencyCode: open.code }}
              fieldOverrides={rateOverrides}
              emptyText={`${open.code} 还没有汇率：点击「新增」录入生效日期和汇率`}
            />
          ))}
      </SidePanel>
    </>
  )
}
