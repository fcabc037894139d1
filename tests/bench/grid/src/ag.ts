import { AllCommunityModule, type ColDef, createGrid, type GridApi, ModuleRegistry } from 'ag-grid-community'
import {
  type BenchRow,
  benchColumns,
  COLUMN_WIDTH,
  generateRows,
  HEADER_HEIGHT,
  ROW_HEIGHT,
  rowCount,
} from './data'
import { installBench } from './harness'
import { checkRows } from './ruleCheck'

ModuleRegistry.registerModules([AllCommunityModule])

/** Made by `prepare`, so the page can measure the heap of the data alone before the grid mounts. */
let rows: BenchRow[] = []
let api: GridApi<BenchRow> | undefined
const brokenIndexes = (count: number) =>
  Array.from({ length: count }, (_, i) => (i * 7919 + 13) % rows.length)

/** Validate-and-collect over AG Grid's row data: the values through its API, then the same rules as ours. */
function collectAndCheck() {
  const values: BenchRow[] = []
  api!.forEachNode((node) => {
    if (node.data) values.push(node.data)
  })
  return { values, failures: checkRows(values, benchColumns) }
}

installBench({
  name: 'AG Grid',
  prepare() {
    rows = generateRows(rowCount())
  },
  mount(container) {
    const columnDefs: ColDef<BenchRow>[] = benchColumns.map((column) => ({
      field: column.key,
      headerName: column.title,
      width: COLUMN_WIDTH,
    }))
    api = createGrid<BenchRow>(container, {
      columnDefs,
      defaultColDef: { editable: true },
      rowData: rows,
      getRowId: (params) => params.data.id,
      rowHeight: ROW_HEIGHT,
      headerHeight: HEADER_HEIGHT,
    })
  },
  firstCell: () => {
    const cell = document.querySelector('.ag-row[row-index="0"] .ag-cell[col-id="waybill"]')
    return cell?.textContent ? cell : null
  },
  // AG Grid 36 scrolls rows and columns in one viewport.
  verticalScroller: () => document.querySelector<HTMLElement>('.ag-grid-viewport')!,
  horizontalScroller: () => document.querySelector<HTMLElement>('.ag-grid-viewport')!,
  drawnCells: () => [...document.querySelectorAll('.ag-row .ag-cell')].map((cell) => cell.textContent ?? ''),
  async validateAndCollect() {
    const { values, failures } = collectAndCheck()
    if (failures.length > 0) throw new Error(`${failures.length} cells fail their rules`)
    return values.length
  },
  async failuresAfterBreaking(count) {
    const indexes = brokenIndexes(count)
    for (const index of indexes) api!.getRowNode(rows[index]!.id)!.setDataValue('recipient', '')
    const { failures } = collectAndCheck()
    for (const index of indexes)
      api!.getRowNode(rows[index]!.id)!.setDataValue('recipient', rows[index]!.recipient)
    return failures.length
  },
})
