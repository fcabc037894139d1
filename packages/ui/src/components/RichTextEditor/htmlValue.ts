import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html'
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $isParagraphNode,
  $setSelection,
  type LexicalEditor,
  type ParagraphNode,
} from 'lexical'
import { sanitizeHtml } from '../../SafeHtml/sanitizeHtml'

/** Replaces the editor's content with sanitised HTML; inline runs at the top level are wrapped in paragraphs. */
export function $importHtml(editor: LexicalEditor, html: string | null | undefined): void {
  const root = $getRoot()
  root.clear()
  $setSelection(null)
  const clean = sanitizeHtml(html)
  if (clean.trim()) {
    const dom = new DOMParser().parseFromString(clean, 'text/html')
    let paragraph: ParagraphNode | null = null
    for (const node of $generateNodesFromDOM(editor, dom)) {
      if (($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline()) {
        paragraph = null
        root.append(node)
      } else {
        if (!paragraph) {
          paragraph = $createParagraphNode()
          root.append(paragraph)
        }
        paragraph.append(node)
      }
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode())
}

/** True when the editor holds nothing but one empty paragraph. */
export function $isEditorEmpty(): boolean {
  const children = $getRoot().getChildren()
  if (children.length === 0) return true
  const [first] = children
  return children.length === 1 && $isParagraphNode(first) && first.getChildrenSize() === 0
}

/** The content as sanitised HTML; an empty editor gives ''. */
export function $exportHtml(editor: LexicalEditor): string {
  if ($isEditorEmpty()) return ''
  return sanitizeHtml($generateHtmlFromNodes(editor, null))
}
