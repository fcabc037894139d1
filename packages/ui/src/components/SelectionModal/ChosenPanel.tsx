import {
  Button,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { cutText } from '../../table/tableText'
import type { SelectionColumn } from './SelectionModal.types'

export interface ChosenPanelProps<Row> {
  title: string
  column: SelectionColumn<Row>
  rows: Row[]
  keyOf: (row: Row) => string
  onRemove: (key: string) => void
  ellipsis?: boolean | number
  className?: string
}

/** The rows chosen so far (all pages), each with 删除 (JSelectBizComponent's 已选 panel). */
export function ChosenPanel<Row>({
  title,
  column,
  rows,
  keyOf,
  onRemove,
  ellipsis,
  className,
}: ChosenPanelProps<Row>) {
  const text = (row: Row) => {
    const value = (row as Record<string, unknown>)[column.key]
    return value == null ? '' : String(value)
  }
  return (
    <section className={className} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      <Table size="small" aria-label={title}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{column.title}</TableHeaderCell>
            <TableHeaderCell style={{ width: 72 }}>操作</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => {
            const full = text(row)
            return (
              <TableRow key={keyOf(row)}>
                <TableCell title={full}>
                  {column.render ? column.render(row, index) : cutText(full, column.ellipsis ?? ellipsis)}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    appearance="transparent"
                    aria-label={`删除 ${full}`}
                    onClick={() => onRemove(keyOf(row))}
                  >
                    删除
                  </Button>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </section>
  )
}
