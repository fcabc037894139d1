import { makeStyles, tokens } from '@fluentui/react-components'

/** Indent per tree level and the expander's size. */
export const TREE_INDENT = 20
export const EXPANDER_SIZE = 24

export const useExpandStyles = makeStyles({
  cell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, minWidth: 0 },
  content: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    '& > .fui-Input, & > .fui-Dropdown, & > .fui-Combobox, & > .fui-Textarea': { width: '100%', minWidth: 0 },
  },
  toggle: {
    minWidth: `${EXPANDER_SIZE}px`,
    width: `${EXPANDER_SIZE}px`,
    height: `${EXPANDER_SIZE}px`,
    flexShrink: 0,
  },
  spacer: { width: `${EXPANDER_SIZE}px`, flexShrink: 0 },
  detailRow: {
    position: 'absolute',
    top: 0,
    left: 0,
    minWidth: '100%',
    boxSizing: 'border-box',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  detailCell: {
    position: 'sticky',
    left: 0,
    boxSizing: 'border-box',
    height: '100%',
    padding: tokens.spacingVerticalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflow: 'hidden',
  },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
})
