import { makeStyles, tokens } from '@fluentui/react-components'

// Both layouts are bare fieldsets: a group named by aria-label, without the default frame.
const bare = { border: 'none', margin: 0, padding: 0, minWidth: 0 } as const

export const useAreaPickerStyles = makeStyles({
  cascader: {
    ...bare,
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXS,
    width: '100%',
  },
  select: { ...bare, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  level: { minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
})
