import { Tooltip } from '@fluentui/react-components'
import { useCellClasses } from './EditableTable.styles'

export interface CellErrorTooltipProps {
  /** Id of the hidden message text, for the cell's aria-describedby. */
  id: string
  message: string
  visible: boolean
  /** The tooltip asks to hide (Escape). */
  onHide: () => void
}

/**
 * A failing cell's message: a hidden text the cell is described by, and a tooltip below the cell. It sits beside
 * the cell's content, not around it, so it can come and go with the error without remounting the cell's control,
 * and cells without an error carry no tooltip at all (a tooltip costs more to draw than the cell).
 */
export function CellErrorTooltip({ id, message, visible, onHide }: CellErrorTooltipProps) {
  const classes = useCellClasses()
  return (
    <>
      <span id={id} hidden>
        {message}
      </span>
      <Tooltip
        content={message}
        relationship="inaccessible"
        withArrow
        positioning="below-start"
        visible={visible}
        onVisibleChange={(_, data) => {
          if (!data.visible) onHide()
        }}
      >
        {/* Covers the cell, so the tooltip is placed against the whole cell. */}
        <span aria-hidden className={classes.errorAnchor} />
      </Tooltip>
    </>
  )
}
