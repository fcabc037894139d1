import { FluentProvider, webLightTheme } from '@fluentui/react-components'
import { EditableTable, type EditableTableHandle } from '@portico/grid'
import { type HttpClient, PorticoProvider } from '@portico/ui'
import { createRef } from 'react'
import { createRoot } from 'react-dom/client'
import { type BenchRow, benchColumns, generateRows, rowCount } from './data'
import { installBench } from './harness'

/** Made by `prepare`, so the page can measure the heap of the data alone before the grid mounts. */
let rows: BenchRow[] = []
const table = createRef<EditableTableHandle>()
const offline = () => Promise.reject(new Error('the benchmark page has no server'))
const http: HttpClient = {
  get: offline,
  post: offline,
  put: offline,
  delete: offline,
  getBlob: offline,
  postForm: offline,
}
/** Rows spread over the table whose required 收件人 the check empties. */
const brokenIndexes = (count: number) =>
  Array.from({ length: count }, (_, i) => (i * 7919 + 13) % rows.length)

installBench({
  name: 'EditableTable',
  prepare() {
    rows = generateRows(rowCount())
  },
  mount(container) {
    createRoot(container).render(
      <FluentProvider theme={webLightTheme}>
        <PorticoProvider http={http}>
          <EditableTable
            ref={table}
            aria-label="基准测试"
            columns={benchColumns}
            dataSource={rows}
            toolbar={false}
            maxHeight={640}
          />
        </PorticoProvider>
      </FluentProvider>,
    )
  },
  firstCell: () => {
    const cell = document.querySelector('[data-cell][data-row-index="0"][data-col-index="0"]')
    return cell?.textContent ? cell : null
  },
  verticalScroller: () => document.querySelector<HTMLElement>('[role="grid"]')!,
  horizontalScroller: () => document.querySelector<HTMLElement>('[role="grid"]')!,
  drawnCells: () => [...document.querySelectorAll('[data-cell]')].map((cell) => cell.textContent ?? ''),
  async validateAndCollect() {
    const { values } = await table.current!.getValues()
    return values.length
  },
  async failuresAfterBreaking(count) {
    const handle = table.current!
    const indexes = brokenIndexes(count)
    for (const index of indexes) handle.setValues(rows[index]!.id, { recipient: '' })
    const failures = await handle.validate()
    for (const index of indexes) handle.setValues(rows[index]!.id, { recipient: rows[index]!.recipient })
    return failures.length
  },
})
