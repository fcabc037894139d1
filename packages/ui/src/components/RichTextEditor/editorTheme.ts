import type { EditorThemeClasses } from 'lexical'

/**
 * Stable class names (they end up in the saved HTML, so no generated ones); the content area's styles give them
 * their look. Saved HTML also wraps underline and strikethrough in `<u>` and `<s>`, so it reads right elsewhere.
 */
export const richTextClassNames = {
  underline: 'portico-rte-underline',
  strikethrough: 'portico-rte-strikethrough',
  underlineStrikethrough: 'portico-rte-underline-strikethrough',
  nestedListItem: 'portico-rte-nested-listitem',
  image: 'portico-rte-image',
} as const

export const richTextTheme: EditorThemeClasses = {
  text: {
    underline: richTextClassNames.underline,
    strikethrough: richTextClassNames.strikethrough,
    underlineStrikethrough: richTextClassNames.underlineStrikethrough,
  },
  list: { nested: { listitem: richTextClassNames.nestedListItem } },
  image: richTextClassNames.image,
}
