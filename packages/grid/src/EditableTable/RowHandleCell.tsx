// biome-ignore-all lint/a11y/useSemanticElements: a virtual grid draws rows and cells as positioned divs with ARIA grid roles
// biome-ignore-all lint/a11y/useFocusableInteractive: focus moves between cells by a roving tab index (gridKeyboard)
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
} from '@fluentui/react-components'
import { MoreVerticalRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons'
import { useRef } from 'react'
import { mergeProps, useDrag, useDrop } from 'react-aria'
import { useEditableTableContext } from './EditableTableContext'
import type { EditableRow } from './rows/rowOperations'

const ROW_DRAG_TYPE = 'application/x-portico-editable-row'

/** The drag handle of a row (drag to reorder, double-click to insert below) and its row menu. */
export function RowHandleCell({
  row,
  rowIndex,
  width,
}: {
  row: EditableRow
  rowIndex: number
  width: number
}) {
  const { state, commands, insertBelow, classes } = useEditableTableContext()
  const styles = classes.table
  const ref = useRef<HTMLDivElement>(null)
  const number = rowIndex + 1
  const last = rowIndex === state.rows.length - 1

  const { dragProps, isDragging } = useDrag({
    getItems: () => [{ [ROW_DRAG_TYPE]: row.id, 'text/plain': row.id }],
  })
  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => (types.has(ROW_DRAG_TYPE) ? 'move' : 'cancel'),
    async onDrop(event) {
      for (const item of event.items) {
        if (item.kind !== 'text' || !item.types.has(ROW_DRAG_TYPE)) continue
        const draggedId = await item.getText(ROW_DRAG_TYPE)
        const from = state.rows.findIndex((r) => r.id === draggedId)
        // The dragged row takes the place of the row it is dropped on.
        if (from >= 0) commands.move(from, rowIndex)
      }
    },
  })

  return (
    <div role="gridcell" className={styles.leadingCell} style={{ width }}>
      <div
        {...mergeProps(dragProps, dropProps)}
        ref={ref}
        role="button"
        tabIndex={0}
        aria-label={`拖动排序 第${number}行`}
        data-drop-target={isDropTarget || undefined}
        title="拖动排序，双击向下插入一行"
        className={mergeClasses(
          styles.handle,
          isDragging && styles.dragging,
          isDropTarget && styles.dropTarget,
        )}
        onDoubleClick={() => insertBelow(rowIndex)}
      >
        <ReOrderDotsVerticalRegular />
      </div>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            size="small"
            icon={<MoreVerticalRegular />}
            aria-label={`第${number}行操作`}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => insertBelow(rowIndex)}>向下插入一行</MenuItem>
            <MenuItem disabled={rowIndex === 0} onClick={() => commands.move(rowIndex, rowIndex - 1)}>
              上移
            </MenuItem>
            <MenuItem disabled={last} onClick={() => commands.move(rowIndex, rowIndex + 1)}>
              下移
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  )
}
