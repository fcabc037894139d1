// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} placeholder
import { Button } from '@fluentui/react-components'
import { createHttpClient, PorticoProvider } from '@portico/ui'
import axios from 'axios'
import { useRef, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { EditableTable } from '../EditableTable/EditableTable'
import type {
  EditableColumn,
  EditableTableHandle,
  EditableTableProps,
} from '../EditableTable/EditableTable.types'

/** Fixtures and helpers of the editable table's stories. */
export const http = createHttpClient(axios.create({ baseURL: '/jeecg-boot' }))
export const screen = () => within(document.body)

/** The table with a save button that shows what `getValues()` resolved or why it rejected. */
export function Demo(props: EditableTableProps) {
  const ref = useRef<EditableTableHandle>(null)
  const [output, setOutput] = useState('')
  async function save() {
    // Cleared first, so a check of the output never reads the previous save's.
    setOutput('')
    try {
      setOutput(JSON.stringify(await ref.current?.getValues()))
    } catch (error) {
      setOutput(`校验未通过: ${(error as Error).message}`)
    }
  }
  return (
    <PorticoProvider http={http}>
      <EditableTable ref={ref} {...props} />
      <Button onClick={save} style={{ marginTop: 8 }}>
        保存
      </Button>
      <output
        aria-label="保存结果"
        style={{ display: 'block', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {output}
      </output>
    </PorticoProvider>
  )
}

export const parcelColumns: EditableColumn[] = [
  {
    key: 'name',
    title: '收件人',
    type: 'input',
    validateRules: [{ required: true, message: '请输入${title}' }],
  },
  {
    key: 'phone',
    title: '手机号',
    type: 'input',
    validateRules: [
      { required: true, message: '请输入${title}' },
      { pattern: 'm', message: '${title}格式不正确' },
    ],
  },
  {
    key: 'trackingNo',
    title: '运单号',
    type: 'input',
    validateRules: [{ unique: true, message: '${title}不能重复' }],
  },
  { key: 'weight', title: '重量(kg)', type: 'inputNumber', statistics: ['sum', 'average'] },
  {
    key: 'channel',
    title: '渠道',
    type: 'select',
    options: [
      { value: 'EMS', text: 'EMS 特快' },
      { value: 'EPACKET', text: 'e邮宝' },
      { value: 'SEA', text: '海运' },
    ],
  },
]

export const parcelRows = [
  {
    id: '1001',
    name: '张三',
    phone: '13800138000',
    trackingNo: 'EA100000001CN',
    weight: 1.5,
    channel: 'EMS',
  },
  {
    id: '1002',
    name: '李四',
    phone: '13900139000',
    trackingNo: 'EA100000002CN',
    weight: 2.7,
    channel: 'SEA',
  },
]

export const grid = (canvas: HTMLElement) => within(canvas).getByRole('grid', { name: '包裹明细' })
export const output = (canvas: HTMLElement) => within(canvas).getByRole('status', { name: '保存结果' })
export const saved = async (canvas: HTMLElement) => {
  await userEvent.click(within(canvas).getByRole('button', { name: '保存' }))
  await waitFor(() => expect(output(canvas).textContent).not.toBe(''))
  return output(canvas).textContent ?? ''
}
export const savedValues = async (canvas: HTMLElement) => JSON.parse(await saved(canvas))
export const visibleTooltip = (text: string) =>
  waitFor(() => expect(screen().getByRole('tooltip')).toHaveTextContent(text))

/** The footer cell of the weight column (the 4th) in the statistics row labelled `label`. */
export async function statistic(table: ReturnType<typeof within>, label: string) {
  const row = (await table.findByRole('rowheader', { name: label })).closest('[role="row"]') as HTMLElement
  return row.querySelector('[aria-colindex="4"]') as HTMLElement
}

export const manyRows = Array.from({ length: 1000 }, (_, i) => ({
  id: String(5000 + i),
  name: `收件人${i + 1}`,
  phone: `138${String(i).padStart(8, '0')}`,
  trackingNo: `EA${String(i).padStart(9, '0')}CN`,
  weight: 1,
  channel: 'EMS',
}))
export const wideColumns: EditableColumn[] = [
  ...parcelColumns,
  ...Array.from({ length: 30 }, (_, i) => ({
    key: `extra${i}`,
    title: `备注${i + 1}`,
    type: 'input',
    width: 150,
  })),
]

export const optionList = [
  { value: '1', text: '选项一' },
  { value: '2', text: '选项二' },
]

export const sortColumns = [...parcelColumns, { key: 'orderNum', title: '序号', type: 'normal' }]

/** 20 text columns 列1…列20 for the 100,000-row story. */
export const twentyColumns: EditableColumn[] = Array.from({ length: 20 }, (_, i) => ({
  key: `c${i + 1}`,
  title: `列${i + 1}`,
  type: 'input',
  width: 140,
}))

let hundredThousand: Record<string, unknown>[] | undefined
/** 100,000 rows of twentyColumns, made on first use (not when the story file loads); the first cell names the row. */
export function hundredThousandRows(): Record<string, unknown>[] {
  hundredThousand ??= Array.from({ length: 100_000 }, (_, i) => {
    const row: Record<string, unknown> = { id: String(i + 1) }
    for (const column of twentyColumns) row[column.key] = column.title
    row.c1 = `行${i + 1}`
    return row
  })
  return hundredThousand
}

/** The table with buttons calling its handle's removeRows with a good and a bad argument, and what came of it. */
export function RemoveRowsProbe(props: EditableTableProps) {
  const ref = useRef<EditableTableHandle>(null)
  const [outcome, setOutcome] = useState('')
  function call(argument: unknown) {
    try {
      ref.current?.removeRows(argument as string)
      setOutcome(`已删除, deleteIds: ${ref.current?.getDeleteIds().join(',')}`)
    } catch (error) {
      setOutcome(`${(error as Error).name}: ${(error as Error).message}`)
    }
  }
  return (
    <PorticoProvider http={http}>
      <EditableTable ref={ref} {...props} />
      <Button onClick={() => call(1001)}>removeRows(1001)</Button>
      <Button onClick={() => call('1001')}>removeRows('1001')</Button>
      <output aria-label="调用结果">{outcome}</output>
    </PorticoProvider>
  )
}
