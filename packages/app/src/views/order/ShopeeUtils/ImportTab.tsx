import {
  Button,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components'
import { ArrowUpload20Regular } from '@fluentui/react-icons'
import { useHttp } from '@portico/ui'
import { ImportExcelDialog } from '@portico/upload'
import { useEffect, useState } from 'react'
import { appConfig } from '../../../config'
import { ShopeeColumnList } from './ShopeeColumnList'

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '760px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
})

interface Option_ {
  value: string
  text: string
}

/** 导入订单: a Shopee order export for a customer, shipped by the picked channel (or the one its Shipping Option names). */
export function ImportTab({ onImported }: { onImported: () => void }) {
  const styles = useStyles()
  const http = useHttp()
  const [customers, setCustomers] = useState<Option_[]>([])
  const [channels, setChannels] = useState<Option_[]>([])
  const [customer, setCustomer] = useState('')
  const [channel, setChannel] = useState('')
  const [importing, setImporting] = useState(false)
  useEffect(() => {
    void http.get<{ id: number; name: string }[]>('/order/shopee/customers').then((reply) => {
      const list = (reply.result ?? []).map((c) => ({ value: String(c.id), text: c.name }))
      setCustomers(list)
      if (list.length === 1) setCustomer(list[0]!.value)
    })
    void http
      .get<{ records: { code: string; name: string }[] }>('/channel/channel/list', {
        status: '1',
        pageSize: 100,
      })
      .then((reply) =>
        setChannels(
          (reply.result?.records ?? []).map((c) => ({ value: c.code, text: `${c.name}（${c.code}）` })),
        ),
      )
  }, [http])
  const picker = (
    label: string,
    options: Option_[],
    value: string,
    set: (v: string) => void,
    placeholder: string,
  ) => (
    <Field label={label} required={label === '客户'}>
      <Dropdown
        placeholder={placeholder}
        value={options.find((o) => o.value === value)?.text ?? ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, data) => set(data.optionValue ?? '')}
      >
        {label === '渠道' && <Option value="">按 Shipping Option 匹配渠道</Option>}
        {options.map((o) => (
          <Option key={o.value} value={o.value}>
            {o.text}
          </Option>
        ))}
      </Dropdown>
    </Field>
  )
  return (
    <div className={styles.page}>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          在 Shopee 卖家中心「我的订单 →
          导出」下载订单表（.xlsx），一行一个商品，同一订单号的多行合并为一个订单、一个包裹。
          出错的行列出行号和原因，其余订单照常导入；已导入的订单号不会重复导入。
          <ShopeeColumnList />
        </MessageBarBody>
      </MessageBar>
      <div className={styles.row}>
        {picker('客户', customers, customer, setCustomer, customers.length ? '选择客户' : '没有客户')}
        {picker('渠道', channels, channel, setChannel, '按 Shipping Option 匹配渠道')}
        <Button
          appearance="primary"
          icon={<ArrowUpload20Regular />}
          disabled={!customer}
          onClick={() => setImporting(true)}
        >
          导入Shopee订单
        </Button>
      </div>
      {!customer && <Text size={200}>先选择客户</Text>}
      <ImportExcelDialog
        open={importing}
        onOpenChange={(open) => {
          setImporting(open)
          if (!open) onImported()
        }}
        title="导入Shopee订单"
        url={`${appConfig.apiBaseUrl}/order/shopee/importExcel`}
        foreignKeys={{ customerId: Number(customer), channelCode: channel || null }}
        onSuccess={onImported}
      />
    </div>
  )
}
