import {
  Button,
  mergeClasses,
  Select,
  Tooltip,
  useFieldControlProps_unstable,
} from '@fluentui/react-components'
import { FullScreenMaximize20Regular, FullScreenMinimize20Regular } from '@fluentui/react-icons'
import { useState } from 'react'
import { codeEditorClassNames, useCodeEditorStyles } from './CodeEditor.styles'
import type { CodeEditorProps } from './CodeEditor.types'
import { CODE_LANGUAGES, codePlaceholder, findCodeLanguage } from './codeLanguages'
import { useCodeMirror } from './useCodeMirror'

export const CODE_EDITOR_LABELS = {
  editor: '代码编辑器',
  language: '语言',
  fullScreen: '全屏',
} as const

const cssSize = (size: number | string) => (typeof size === 'number' ? `${size}px` : size)

/**
 * A CodeMirror 6 code editor (JCodeEditor): 240 px high, tab size 2, line numbers, one of twelve modes loaded on
 * first use, a placeholder, and optionally a mode select and a fullscreen switch. Put it in a Fluent `Field` for the
 * label, or give it an `aria-label`.
 */
export function CodeEditor(props: CodeEditorProps) {
  const {
    value,
    defaultValue,
    onChange,
    language,
    languageChange = false,
    onLanguageChange,
    placeholder,
    lineNumbers = true,
    fullScreen = false,
    zIndex = 999,
    height = 240,
    tabSize = 2,
    readOnly = false,
    disabled = false,
    id,
    className,
    style,
    ...aria
  } = useFieldControlProps_unstable(props, { supportsLabelFor: false })
  const styles = useCodeEditorStyles()
  const [chosen, setChosen] = useState<string | null>(null)
  const [isFull, setFull] = useState(false)
  const mode = findCodeLanguage(chosen ?? language)

  const contentAttributes: Record<string, string> = {}
  if (id) contentAttributes.id = id
  for (const [key, v] of Object.entries(aria))
    if (v !== undefined && v !== false) contentAttributes[key] = String(v)
  if (!contentAttributes['aria-label'] && !contentAttributes['aria-labelledby']) {
    contentAttributes['aria-label'] = CODE_EDITOR_LABELS.editor
  }

  const { parentRef, loadedMode } = useCodeMirror({
    value,
    defaultValue,
    onChange,
    mode,
    placeholder: placeholder ?? codePlaceholder(language),
    lineNumbers,
    tabSize,
    readOnly,
    disabled,
    contentAttributes,
  })

  return (
    <div
      className={mergeClasses(
        codeEditorClassNames.root,
        styles.root,
        disabled && styles.disabled,
        isFull && styles.fullScreen,
        className,
      )}
      style={{ ...style, ...(isFull ? { zIndex } : {}) }}
      data-language={loadedMode ?? undefined}
    >
      {(languageChange || fullScreen) && (
        <div className={mergeClasses(codeEditorClassNames.header, styles.header)}>
          {languageChange && (
            <Select
              size="small"
              aria-label={CODE_EDITOR_LABELS.language}
              className={styles.languageSelect}
              disabled={disabled}
              value={mode?.value ?? ''}
              onChange={(_, data) => {
                setChosen(data.value)
                const label = findCodeLanguage(data.value)?.label
                if (label) onLanguageChange?.(label.toLowerCase())
              }}
            >
              {!mode && <option value="">—</option>}
              {CODE_LANGUAGES.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </Select>
          )}
          {fullScreen && (
            <Tooltip content={CODE_EDITOR_LABELS.fullScreen} relationship="label">
              <Button
                size="small"
                appearance="subtle"
                aria-pressed={isFull}
                icon={isFull ? <FullScreenMinimize20Regular /> : <FullScreenMaximize20Regular />}
                onClick={() => setFull((f) => !f)}
              />
            </Tooltip>
          )}
        </div>
      )}
      <div
        ref={parentRef}
        className={mergeClasses(
          codeEditorClassNames.editor,
          styles.editor,
          isFull && styles.editorFullScreen,
        )}
        style={isFull ? undefined : { height: cssSize(height) }}
      />
    </div>
  )
}
