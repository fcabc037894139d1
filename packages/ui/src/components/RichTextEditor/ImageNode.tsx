import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type SerializedPartial,
  type Spread,
} from 'lexical'
import type { JSX } from 'react'
import { isSafeImageSrc } from './editorImage'

export interface ImagePayload {
  src: string
  alt?: string
  width?: number
  height?: number
}

export type SerializedImageNode = Spread<
  Required<Pick<ImagePayload, 'src' | 'alt'>> & ImagePayload,
  SerializedLexicalNode
>

const positive = (value: string | null): number | undefined => {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? Math.round(n) : undefined
}

function convertImage(dom: HTMLElement): DOMConversionOutput {
  const src = dom.getAttribute('src')
  // Unsafe sources (scripts, svg) are dropped rather than imported.
  if (!isSafeImageSrc(src)) return { node: null }
  return {
    node: $createImageNode({
      src,
      alt: dom.getAttribute('alt') ?? '',
      width: positive(dom.getAttribute('width')),
      height: positive(dom.getAttribute('height')),
    }),
  }
}

/** An inline image: `<img src alt>` in and out of HTML. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string
  __alt: string
  __width: number | undefined
  __height: number | undefined

  static getType(): string {
    return 'image'
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__width, node.__height, node.__key)
  }

  static importJSON(json: SerializedPartial<SerializedLexicalNode> & Record<string, unknown>): ImageNode {
    const number = (v: unknown) => (typeof v === 'number' ? v : undefined)
    return $createImageNode({
      src: String(json.src ?? ''),
      alt: String(json.alt ?? ''),
      width: number(json.width),
      height: number(json.height),
    })
  }

  static importDOM(): DOMConversionMap {
    return { img: () => ({ conversion: convertImage, priority: 0 }) }
  }

  constructor(src = '', alt = '', width?: number, height?: number, key?: NodeKey) {
    super(key)
    this.__src = src
    this.__alt = alt
    this.__width = width
    this.__height = height
  }

  exportJSON(): SerializedImageNode {
    return {
      ...super.exportJSON(),
      src: this.__src,
      alt: this.__alt,
      ...(this.__width && { width: this.__width }),
      ...(this.__height && { height: this.__height }),
    }
  }

  exportDOM(): DOMExportOutput {
    const img = document.createElement('img')
    img.setAttribute('src', this.__src)
    img.setAttribute('alt', this.__alt)
    if (this.__width) img.setAttribute('width', String(this.__width))
    if (this.__height) img.setAttribute('height', String(this.__height))
    return { element: img }
  }

  createDOM(config: EditorConfig): HTMLElement {
    const span = document.createElement('span')
    const className = config.theme.image
    if (typeof className === 'string') span.className = className
    return span
  }

  updateDOM(): false {
    return false
  }

  isInline(): boolean {
    return true
  }

  getSrc(): string {
    return this.getLatest().__src
  }

  decorate(): JSX.Element {
    return (
      <img
        src={this.__src}
        alt={this.__alt}
        width={this.__width}
        height={this.__height}
        draggable={false}
        style={{ maxWidth: '100%' }}
      />
    )
  }
}

export function $createImageNode({ src, alt = '', width, height }: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt, width, height))
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode
}
