import { $isLinkNode } from '@lexical/link'
import { $isListNode, ListNode } from '@lexical/list'
import { $createHeadingNode, $isHeadingNode, type HeadingTagType } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils'
import {
  $createParagraphNode,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $isTextNode,
  type ElementFormatType,
  type TextFormatType,
} from 'lexical'

export const TEXT_FORMATS = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
] as const satisfies readonly TextFormatType[]
export type ToolbarTextFormat = (typeof TEXT_FORMATS)[number]

export const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const satisfies readonly HeadingTagType[]
export type BlockFormat = 'paragraph' | HeadingTagType
export type BlockKind = BlockFormat | 'bullet' | 'number' | 'other'
export type Alignment = Extract<ElementFormatType, 'left' | 'center' | 'right' | 'justify'>

/** What the toolbar shows for the current selection. */
export interface SelectionFormat {
  formats: ToolbarTextFormat[]
  block: BlockKind
  align: Alignment | ''
  link: string | null
}

export const EMPTY_FORMAT: SelectionFormat = { formats: [], block: 'paragraph', align: '', link: null }

/** Reads the formats, block kind, alignment and link under the selection (inside a read or update). */
export function $readSelectionFormat(): SelectionFormat {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return EMPTY_FORMAT
  const anchor = selection.anchor.getNode()
  const topLevel =
    anchor.getKey() === 'root'
      ? null
      : $findMatchingParent(anchor, (node) => {
          const parent = node.getParent()
          return parent !== null && $isRootOrShadowRoot(parent)
        })
  let block: BlockKind = 'other'
  if ($isListNode(topLevel)) {
    const list = $getNearestNodeOfType(anchor, ListNode) ?? topLevel
    block = list.getListType() === 'number' ? 'number' : 'bullet'
  } else if ($isHeadingNode(topLevel)) {
    block = topLevel.getTag()
  } else if (topLevel === null || topLevel.getType() === 'paragraph') {
    block = 'paragraph'
  }
  const blockElement = $findMatchingParent(anchor, (node) => $isElementNode(node) && !node.isInline())
  const format = $isElementNode(blockElement) ? blockElement.getFormatType() : ''
  const align =
    format === 'left' || format === 'center' || format === 'right' || format === 'justify' ? format : ''
  const linkNode = $findMatchingParent(anchor, $isLinkNode)
  return {
    formats: TEXT_FORMATS.filter((f) => selection.hasFormat(f)),
    block,
    align,
    link: $isLinkNode(linkNode) ? linkNode.getURL() : null,
  }
}

/** Turns the selected blocks into paragraphs or headings. */
export function $setBlockFormat(format: BlockFormat): void {
  const selection = $getSelection()
  $setBlocksType(selection, () =>
    format === 'paragraph' ? $createParagraphNode() : $createHeadingNode(format),
  )
}

/** TinyMCE's "clear formatting": bold, italic, underline, strikethrough and inline styles off the selection. */
export function $clearFormatting(): void {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return
  for (const node of selection.extract()) {
    if (!$isTextNode(node)) continue
    if (node.getFormat() !== 0) node.setFormat(0)
    if (node.getStyle() !== '') node.setStyle('')
  }
}
