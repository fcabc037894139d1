import {
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  ToolbarToggleButton,
  Tooltip,
} from '@fluentui/react-components'
import {
  ArrowRedo20Regular,
  ArrowUndo20Regular,
  FullScreenMaximize20Regular,
  ImageAdd20Regular,
  Link20Regular,
  LinkDismiss20Regular,
  TextAlignCenter20Regular,
  TextAlignJustify20Regular,
  TextAlignLeft20Regular,
  TextAlignRight20Regular,
  TextBold20Regular,
  TextBulletListLtr20Regular,
  TextClearFormatting20Regular,
  TextIndentDecreaseLtr20Regular,
  TextIndentIncreaseLtr20Regular,
  TextItalic20Regular,
  TextNumberListLtr20Regular,
  TextStrikethrough20Regular,
  TextUnderline20Regular,
} from '@fluentui/react-icons'
import { TOGGLE_LINK_COMMAND } from '@lexical/link'
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import {
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  type LexicalCommand,
  OUTDENT_CONTENT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical'
import { type ReactElement, useRef, useState } from 'react'
import {
  $clearFormatting,
  $setBlockFormat,
  type Alignment,
  type BlockFormat,
  HEADINGS,
  type ToolbarTextFormat,
} from './editorCommands'
import { LinkDialog } from './LinkDialog'
import { useRichTextEditorStyles } from './RichTextEditor.styles'
import { RICH_TEXT_LABELS as L } from './richTextLabels'
import { useImageInsertion } from './useImageInsertion'
import { useToolbarState } from './useToolbarState'

export interface RichTextToolbarProps {
  className?: string
  /** Disabled or read-only editor: every button is off. */
  disabled: boolean
  fullScreen: boolean
  onFullScreenChange: (fullScreen: boolean) => void
}

const TEXT_BUTTONS: [ToolbarTextFormat, string, ReactElement][] = [
  ['bold', L.bold, <TextBold20Regular key="b" />],
  ['italic', L.italic, <TextItalic20Regular key="i" />],
  ['underline', L.underline, <TextUnderline20Regular key="u" />],
  ['strikethrough', L.strikethrough, <TextStrikethrough20Regular key="s" />],
]
const ALIGN_BUTTONS: [Alignment, string, ReactElement][] = [
  ['left', L.alignLeft, <TextAlignLeft20Regular key="l" />],
  ['center', L.alignCenter, <TextAlignCenter20Regular key="c" />],
  ['right', L.alignRight, <TextAlignRight20Regular key="r" />],
  ['justify', L.alignJustify, <TextAlignJustify20Regular key="j" />],
]
const BLOCK_FORMATS: BlockFormat[] = ['paragraph', ...HEADINGS]

/**
 * JEditor's fixed toolbar (no menu bar): undo redo | format | bold italic underline strikethrough | alignment |
 * lists and indent | link unlink image | clear formatting | fullscreen. Arrow keys move between the buttons.
 */
export function RichTextToolbar({
  className,
  disabled,
  fullScreen,
  onFullScreenChange,
}: RichTextToolbarProps) {
  const [editor] = useLexicalComposerContext()
  const styles = useRichTextEditorStyles()
  const state = useToolbarState()
  const { insertFiles } = useImageInsertion()
  const fileInput = useRef<HTMLInputElement>(null)
  const [linkOpen, setLinkOpen] = useState(false)
  const off = disabled || !state.editable

  /** Runs a command and gives the caret back to the text, as TinyMCE does. */
  const run = <P,>(command: LexicalCommand<P>, payload: P) => {
    editor.dispatchCommand(command, payload)
    editor.focus()
  }
  const update = (fn: () => void) => {
    editor.update(fn)
    editor.focus()
  }

  const block = BLOCK_FORMATS.find((format) => format === state.block)
  const blockLabel = block ? L[block] : L.blockFormat
  const checkedValues = {
    text: state.formats,
    align: state.align ? [state.align] : [],
    list: state.block === 'bullet' || state.block === 'number' ? [state.block] : [],
    view: fullScreen ? ['fullScreen'] : [],
  }

  const button = (label: string, icon: ReactElement, onClick: () => void, extraDisabled = false) => (
    <Tooltip content={label} relationship="label" key={label}>
      <ToolbarButton icon={icon} disabled={off || extraDisabled} onClick={onClick} />
    </Tooltip>
  )
  const toggle = (
    name: string,
    value: string,
    label: string,
    icon: ReactElement,
    onClick: () => void,
    always = false,
  ) => (
    <Tooltip content={label} relationship="label" key={`${name}-${value}`}>
      <ToolbarToggleButton
        name={name}
        value={value}
        icon={icon}
        appearance="subtle"
        disabled={off && !always}
        onClick={onClick}
      />
    </Tooltip>
  )

  return (
    <>
      <Toolbar aria-label={L.toolbar} size="small" className={className} checkedValues={checkedValues}>
        {button(L.undo, <ArrowUndo20Regular />, () => run(UNDO_COMMAND, undefined), !state.canUndo)}
        {button(L.redo, <ArrowRedo20Regular />, () => run(REDO_COMMAND, undefined), !state.canRedo)}
        <ToolbarDivider />
        <Menu
          checkedValues={{ block: block ? [block] : [] }}
          onCheckedValueChange={(_, data) => {
            const [format] = data.checkedItems as BlockFormat[]
            if (format) editor.update(() => $setBlockFormat(format))
          }}
        >
          <MenuTrigger>
            <ToolbarButton
              className={styles.blockButton}
              disabled={off}
              aria-label={`${L.blockFormat} ${blockLabel}`}
            >
              {blockLabel}
            </ToolbarButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {BLOCK_FORMATS.map((format) => (
                <MenuItemRadio key={format} name="block" value={format}>
                  {L[format]}
                </MenuItemRadio>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
        <ToolbarDivider />
        {TEXT_BUTTONS.map(([format, label, icon]) =>
          toggle('text', format, label, icon, () => run(FORMAT_TEXT_COMMAND, format)),
        )}
        <ToolbarDivider />
        {ALIGN_BUTTONS.map(([align, label, icon]) =>
          toggle('align', align, label, icon, () =>
            run(FORMAT_ELEMENT_COMMAND, state.align === align ? '' : align),
          ),
        )}
        <ToolbarDivider />
        {toggle('list', 'bullet', L.bulletList, <TextBulletListLtr20Regular />, () =>
          state.block === 'bullet'
            ? run(REMOVE_LIST_COMMAND, undefined)
            : run(INSERT_UNORDERED_LIST_COMMAND, undefined),
        )}
        {toggle('list', 'number', L.numberedList, <TextNumberListLtr20Regular />, () =>
          state.block === 'number'
            ? run(REMOVE_LIST_COMMAND, undefined)
            : run(INSERT_ORDERED_LIST_COMMAND, undefined),
        )}
        {button(L.outdent, <TextIndentDecreaseLtr20Regular />, () => run(OUTDENT_CONTENT_COMMAND, undefined))}
        {button(L.indent, <TextIndentIncreaseLtr20Regular />, () => run(INDENT_CONTENT_COMMAND, undefined))}
        <ToolbarDivider />
        {button(L.link, <Link20Regular />, () => setLinkOpen(true))}
        {button(
          L.unlink,
          <LinkDismiss20Regular />,
          () => run(TOGGLE_LINK_COMMAND, null),
          state.link === null,
        )}
        {button(L.image, <ImageAdd20Regular />, () => fileInput.current?.click())}
        <ToolbarDivider />
        {button(L.clearFormatting, <TextClearFormatting20Regular />, () => update($clearFormatting))}
        {toggle(
          'view',
          'fullScreen',
          L.fullScreen,
          <FullScreenMaximize20Regular />,
          () => onFullScreenChange(!fullScreen),
          true,
        )}
      </Toolbar>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label={L.chooseImage}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          void insertFiles(files)
        }}
      />
      <LinkDialog
        open={linkOpen}
        initialUrl={state.link}
        onClose={() => setLinkOpen(false)}
        onSubmit={(url) => {
          setLinkOpen(false)
          run(TOGGLE_LINK_COMMAND, url)
        }}
      />
    </>
  )
}
