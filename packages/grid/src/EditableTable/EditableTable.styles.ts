import { type GriffelStyle, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components'
import { useMemo } from 'react'
import { useExpandStyles } from './expand/expand.styles'

/** Spec §9: row height 61 px, default max height 400 px, about 9 rows drawn beyond the scroll position. */
export const ROW_HEIGHT = 61
export const DEFAULT_MAX_HEIGHT = 400
export const ROW_OVERSCAN = 9
export const COLUMN_OVERSCAN = 2
/** The scrolling flag clears 100 ms after the last scroll event (spec §9). */
export const SCROLL_RESET_MS = 100
export const HEADER_HEIGHT = 40
export const SELECT_COLUMN_WIDTH = 44
export const NUMBER_COLUMN_WIDTH = 64
export const HANDLE_COLUMN_WIDTH = 72

/** A cell's box, shared by body cells and statistics cells (Griffel's atomic classes are the same for both). */
const cellBox: GriffelStyle = {
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  paddingInline: tokens.spacingHorizontalS,
  flexShrink: 0,
  minWidth: 0,
  outlineStyle: 'none',
  ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
}

export const useEditableTableStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grid: {
    position: 'relative',
    overflow: 'auto',
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // Columns share 92% of the width (spec §9); rows still span the whole table.
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 3,
    minWidth: '100%',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  body: { position: 'relative', minWidth: '100%' },
  footer: {
    position: 'sticky',
    bottom: 0,
    zIndex: 3,
    minWidth: '100%',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  row: {
    display: 'flex',
    alignItems: 'stretch',
    boxSizing: 'border-box',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // The header's sticky leading cells take its background, over the column titles scrolled under them.
  headerRow: { backgroundColor: 'inherit' },
  bodyRow: {
    position: 'absolute',
    top: 0,
    left: 0,
    minWidth: '100%',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  selectedRow: { backgroundColor: tokens.colorNeutralBackground1Selected },
  // Fades from the highlight back to the row's colour over the reload effect's 1400 ms; without motion it stays
  // highlighted for that time.
  reloadedRow: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    '@media (prefers-reduced-motion: no-preference)': {
      animationName: {
        from: { backgroundColor: tokens.colorPaletteYellowBackground2 },
        to: { backgroundColor: tokens.colorNeutralBackground1 },
      },
      animationDuration: '1400ms',
      animationTimingFunction: 'ease-out',
      animationFillMode: 'forwards',
    },
  },
  headerCell: {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
    height: `${HEADER_HEIGHT}px`,
    flexShrink: 0,
  },
  required: { color: tokens.colorPaletteRedForeground1, marginInlineEnd: tokens.spacingHorizontalXXS },
  leading: {
    position: 'sticky',
    left: 0,
    zIndex: 2,
    display: 'flex',
    flexShrink: 0,
    backgroundColor: 'inherit',
  },
  leadingCell: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    flexShrink: 0,
  },
  rowNumber: { color: tokens.colorNeutralForeground3 },
  handle: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '32px',
    cursor: 'grab',
    borderRadius: tokens.borderRadiusSmall,
    color: tokens.colorNeutralForeground3,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  dragging: { opacity: 0.5 },
  dropTarget: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  empty: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
    height: '61px',
    width: '100%',
  },
  statistic: { fontWeight: tokens.fontWeightSemibold },
  cell: cellBox,
})

/**
 * The body cells' own classes: a small set, since every cell drawn while scrolling runs this hook (Griffel checks
 * each rule of a hook's styles on every call).
 */
const useCellStyles = makeStyles({
  cell: cellBox,
  cellContent: {
    width: '100%',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '& > .fui-Input, & > .fui-Dropdown, & > .fui-Combobox, & > .fui-Textarea': { width: '100%', minWidth: 0 },
  },
  editableText: { cursor: 'text', minHeight: '24px', lineHeight: '24px' },
  /**
   * A cell that shows plain text holds it itself (one element per cell, not two): a block line as high as the row,
   * cut with an ellipsis.
   */
  textCell: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    lineHeight: `${ROW_HEIGHT - 1}px`,
  },
  editableTextCell: { cursor: 'text' },
  invalid: {
    position: 'relative',
    boxShadow: `inset 0 0 0 1px ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  /** A cell of the selected range (spreadsheet mode). */
  inRange: { backgroundColor: tokens.colorBrandBackground2 },
  /** The cell holding the fill handle. */
  handleCell: { position: 'relative' },
  /** A cell the fill handle's drag would fill. */
  inFill: { outline: `1px dashed ${tokens.colorBrandStroke1}`, outlineOffset: '-2px' },
  fillHandle: {
    position: 'absolute',
    right: '0',
    bottom: '0',
    width: '8px',
    height: '8px',
    cursor: 'crosshair',
    backgroundColor: tokens.colorBrandBackground,
    border: `1px solid ${tokens.colorNeutralBackground1}`,
    zIndex: 1,
    touchAction: 'none',
  },
  /** The error tooltip's target: the whole failing cell, without taking pointer events from it. */
  errorAnchor: { position: 'absolute', inset: 0, pointerEvents: 'none' },
})

export interface CellClasses {
  cell: string
  invalidCell: string
  /** A cell holding its plain text itself, valid or failing, editable (on click) or not. */
  textCell: string
  invalidTextCell: string
  editableTextCell: string
  invalidEditableTextCell: string
  content: string
  editableContent: string
  errorAnchor: string
  inRange: string
  handleCell: string
  inFill: string
  fillHandle: string
}

const mergedCellClasses = new WeakMap<object, CellClasses>()

/** The body cells' classes, merged once (not per cell drawn). The table calls it once and hands them to its cells. */
export function useCellClasses(): CellClasses {
  const styles = useCellStyles()
  let classes = mergedCellClasses.get(styles)
  if (!classes) {
    classes = {
      cell: mergeClasses(styles.cell),
      invalidCell: mergeClasses(styles.cell, styles.invalid),
      textCell: mergeClasses(styles.cell, styles.textCell),
      invalidTextCell: mergeClasses(styles.cell, styles.textCell, styles.invalid),
      editableTextCell: mergeClasses(styles.cell, styles.textCell, styles.editableTextCell),
      invalidEditableTextCell: mergeClasses(
        styles.cell,
        styles.textCell,
        styles.editableTextCell,
        styles.invalid,
      ),
      content: mergeClasses(styles.cellContent),
      editableContent: mergeClasses(styles.cellContent, styles.editableText),
      errorAnchor: styles.errorAnchor,
      inRange: styles.inRange,
      handleCell: styles.handleCell,
      inFill: styles.inFill,
      fillHandle: styles.fillHandle,
    }
    mergedCellClasses.set(styles, classes)
  }
  return classes
}

/** Every class the table's rows and cells use, made once by the table and read from its context by them. */
export interface TableClasses {
  table: ReturnType<typeof useEditableTableStyles>
  cell: CellClasses
  expand: ReturnType<typeof useExpandStyles>
  /** The leading cell with the row's number. */
  rowNumber: string
  /** The header's row. */
  headerRow: string
}

/**
 * The classes of the table, its rows and cells. A Griffel style hook checks each of its rules on every call: called
 * once by the table, not once per row or cell drawn while scrolling.
 */
export function useTableClasses(): TableClasses {
  const table = useEditableTableStyles()
  const cell = useCellClasses()
  const expand = useExpandStyles()
  return useMemo(
    () => ({
      table,
      cell,
      expand,
      rowNumber: mergeClasses(table.leadingCell, table.rowNumber),
      headerRow: mergeClasses(table.row, table.headerRow),
    }),
    [table, cell, expand],
  )
}
