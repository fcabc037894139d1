import { mergeClasses, useFieldControlProps_unstable } from '@fluentui/react-components'
import { LinkNode } from '@lexical/link'
import { ListItemNode, ListNode } from '@lexical/list'
import { type InitialConfigType, LexicalComposer } from '@lexical/react/LexicalComposer'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import { useState } from 'react'
import { EditablePlugin } from './EditablePlugin'
import { richTextTheme } from './editorTheme'
import { HtmlValuePlugin } from './HtmlValuePlugin'
import { $importHtml } from './htmlValue'
import { ImageNode } from './ImageNode'
import { ImagePastePlugin } from './ImagePastePlugin'
import { isAllowedLinkUrl } from './linkUrl'
import { richTextEditorClassNames, useRichTextEditorStyles } from './RichTextEditor.styles'
import type { RichTextEditorProps } from './RichTextEditor.types'
import { RichTextToolbar } from './RichTextToolbar'
import { RICH_TEXT_LABELS } from './richTextLabels'

const cssSize = (size: number | string) => (typeof size === 'number' ? `${size}px` : size)

/**
 * The rich-text editor (JEditor): Lexical with a fixed Fluent toolbar and no menu bar, 300 px high, HTML in and
 * out (sanitised both ways), images uploaded with `biz=jeditor` (inlined as base64 when the server answers 'local').
 * Put it in a Fluent `Field` for the label, or give it an `aria-label`.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const {
    value,
    defaultValue,
    onChange,
    height = 300,
    placeholder,
    disabled = false,
    readOnly = false,
    zIndex = 999,
    id,
    className,
    style,
    ...aria
  } = useFieldControlProps_unstable(props, { supportsLabelFor: false })
  const styles = useRichTextEditorStyles()
  const [fullScreen, setFullScreen] = useState(false)
  const editable = !disabled && !readOnly
  // The composer reads its config once; later values arrive through HtmlValuePlugin.
  const [initialHtml] = useState(() => value ?? defaultValue ?? '')
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'PorticoRichText',
    theme: richTextTheme,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    editable,
    editorState: (editor) => $importHtml(editor, initialHtml),
    onError: (error) => console.error(error),
  }))
  const contentProps = {
    ...aria,
    id,
    'aria-label': aria['aria-label'] ?? (aria['aria-labelledby'] ? undefined : RICH_TEXT_LABELS.editor),
    'aria-multiline': true,
    'aria-disabled': disabled || undefined,
    className: mergeClasses(richTextEditorClassNames.content, styles.content),
  }

  return (
    <div
      className={mergeClasses(
        richTextEditorClassNames.root,
        styles.root,
        disabled && styles.disabled,
        fullScreen && styles.fullScreen,
        className,
      )}
      style={{ ...style, ...(fullScreen ? { zIndex } : {}) }}
    >
      <LexicalComposer initialConfig={initialConfig}>
        <RichTextToolbar
          className={mergeClasses(richTextEditorClassNames.toolbar, styles.toolbar)}
          disabled={!editable}
          fullScreen={fullScreen}
          onFullScreenChange={setFullScreen}
        />
        <div
          className={mergeClasses(styles.area, fullScreen && styles.areaFullScreen)}
          style={fullScreen ? undefined : { height: cssSize(height) }}
        >
          <RichTextPlugin
            contentEditable={
              placeholder ? (
                <ContentEditable
                  {...contentProps}
                  aria-placeholder={placeholder}
                  placeholder={<div className={styles.placeholder}>{placeholder}</div>}
                />
              ) : (
                <ContentEditable {...contentProps} />
              )
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedLinkUrl} />
        <ImagePastePlugin />
        <EditablePlugin editable={editable} />
        <HtmlValuePlugin value={value} initialHtml={initialHtml} onChange={onChange} />
      </LexicalComposer>
    </div>
  )
}
