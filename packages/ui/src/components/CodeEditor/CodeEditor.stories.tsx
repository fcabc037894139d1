import { Field } from '@fluentui/react-components'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CodeEditor } from './CodeEditor'
import type { CodeEditorProps } from './CodeEditor.types'

/** Labelled by a Field and holding its own value; the value is also shown so checks can read it. */
function Controlled(props: CodeEditorProps) {
  const [value, setValue] = useState(props.value ?? '')
  return (
    <div style={{ width: 560 }}>
      <Field label="代码">
        <CodeEditor
          {...props}
          value={value}
          onChange={(next) => {
            setValue(next)
            props.onChange?.(next)
          }}
        />
      </Field>
      <output data-testid="value" style={{ whiteSpace: 'pre' }}>
        {JSON.stringify(value)}
      </output>
    </div>
  )
}

const meta = {
  title: 'UI/Editors/CodeEditor',
  component: CodeEditor,
  args: { onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CodeEditor>

export default meta
type Story = StoryObj<typeof meta>

const editor = (root: HTMLElement) => within(root).getByRole('textbox', { name: '代码' })
const shown = (root: HTMLElement) =>
  JSON.parse(within(root).getByTestId('value').textContent ?? '""') as string
/** Modes load on first use; a cold dev server may take a while to serve the chunk. */
const modeLoaded = async (root: HTMLElement, mode: string) =>
  waitFor(() => expect(root.querySelector('.portico-CodeEditor')).toHaveAttribute('data-language', mode), {
    timeout: 10_000,
  })
/** Spans CodeMirror's highlighter drew for tokens (class names are generated, so look for any styled span). */
/**
 * Types one key at a time and waits for CodeMirror to take it in: it reads typed text from the DOM asynchronously,
 * and on a loaded machine keys sent all at once can overtake it.
 */
async function typeInto(root: HTMLElement, keys: string[], expected: string) {
  for (const [index, key] of keys.entries()) {
    const before = shown(root)
    await userEvent.keyboard(key)
    if (index < keys.length - 1) await waitFor(() => expect(shown(root)).not.toBe(before))
  }
  await waitFor(() => expect(shown(root)).toBe(expected))
}
const highlighted = (root: HTMLElement) => root.querySelectorAll('.cm-line span[class]').length

export const JavaScript: Story = {
  args: { language: 'javascript', value: 'function add(a, b) {\n  return a + b // sum\n}' },
  play: async ({ canvasElement }) => {
    await modeLoaded(canvasElement, 'javascript')
    await waitFor(() => expect(highlighted(canvasElement)).toBeGreaterThan(3))
    const box = editor(canvasElement)
    await expect(box).toHaveAttribute('aria-multiline', 'true')
    // The editing area is 240 px high by default.
    const area = canvasElement.querySelector('.portico-CodeEditor__editor') as HTMLElement
    await expect(area.getBoundingClientRect().height).toBe(240)
    await expect(canvasElement.querySelectorAll('.cm-gutterElement').length).toBeGreaterThan(0)
  },
}

/** Tab indents by two spaces, and a tab character is two columns wide. */
export const TabSizeTwo: Story = {
  args: { language: 'python' },
  play: async ({ canvasElement, args }) => {
    await modeLoaded(canvasElement, 'x-python')
    const box = editor(canvasElement)
    await userEvent.click(box)
    // Python indents the block after the colon by one unit: two spaces.
    await typeInto(canvasElement, ['i', 'f', ' ', 'x', ':', '{Enter}', 'y'], 'if x:\n  y')
    await typeInto(canvasElement, ['{Enter}', '{Tab}', 'z'], 'if x:\n  y\n    z')
    await expect(args.onChange).toHaveBeenLastCalledWith('if x:\n  y\n    z')
    await expect(getComputedStyle(box).tabSize).toBe('2')
  },
}

export const Placeholder: Story = {
  args: { language: 'x-sql' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('请在此输入x-sql代码')).toBeVisible()
    await modeLoaded(canvasElement, 'x-sql')
    await userEvent.click(editor(canvasElement))
    await typeInto(canvasElement, [...'select 1'], 'select 1')
    await waitFor(() => expect(within(canvasElement).queryByText('请在此输入x-sql代码')).toBeNull())
  },
}

/** A legacy CodeMirror 5 mode (Shell) through the stream parser. */
export const Shell: Story = {
  args: { language: 'shell', value: '#!/bin/sh\necho "hello" $HOME' },
  play: async ({ canvasElement }) => {
    await modeLoaded(canvasElement, 'x-sh')
    await waitFor(() => expect(highlighted(canvasElement)).toBeGreaterThan(1))
  },
}

export const ReadOnly: Story = {
  args: { language: 'css', value: 'a { color: red; }', readOnly: true },
  play: async ({ canvasElement, args }) => {
    const box = editor(canvasElement)
    await expect(box).toHaveAttribute('aria-readonly', 'true')
    await userEvent.click(box)
    await userEvent.keyboard('xyz')
    await expect(shown(canvasElement)).toBe('a { color: red; }')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { value: 'plain text', disabled: true },
  play: async ({ canvasElement }) => {
    const box = editor(canvasElement)
    await expect(box).toHaveAttribute('aria-disabled', 'true')
    await expect(box).toHaveAttribute('contenteditable', 'false')
  },
}

/** The mode select swaps the language; the fullscreen switch fills the window and back. */
export const LanguageAndFullScreen: Story = {
  args: {
    language: 'java',
    languageChange: true,
    fullScreen: true,
    value: 'print("hi")',
    onLanguageChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const select = canvas.getByRole('combobox', { name: '语言' })
    await expect(select).toHaveValue('x-java')
    await modeLoaded(canvasElement, 'x-java')
    await userEvent.selectOptions(select, 'x-python')
    await modeLoaded(canvasElement, 'x-python')
    await expect(args.onLanguageChange).toHaveBeenCalledWith('python')

    const full = canvas.getByRole('button', { name: '全屏' })
    await userEvent.click(full)
    await expect(full).toHaveAttribute('aria-pressed', 'true')
    const root = canvasElement.querySelector('.portico-CodeEditor') as HTMLElement
    await waitFor(() => expect(getComputedStyle(root).position).toBe('fixed'))
    await expect(root.getBoundingClientRect().height).toBeGreaterThan(600)
    await userEvent.click(full)
    await expect(full).toHaveAttribute('aria-pressed', 'false')
    await expect(getComputedStyle(root).position).not.toBe('fixed')
  },
}
