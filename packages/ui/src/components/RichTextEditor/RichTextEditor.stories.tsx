import { Button, Field } from '@fluentui/react-components'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import axios from 'axios'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { createHttpClient } from '../../http/httpClient'
import {
  MOCK_FAILURE_MESSAGE,
  MOCK_PNG_BASE64,
  staticFileHandler,
  uploadFailureHandler,
  uploadSuccessHandler,
} from '../../mocks'
import { PorticoProvider } from '../../provider/PorticoProvider'
import { screen, settled } from '../../test-support/storyDecorators'
import { RichTextEditor } from './RichTextEditor'
import type { RichTextEditorProps } from './RichTextEditor.types'

const http = createHttpClient(axios.create({ baseURL: '/jeecg-boot' }))
const withProvider: Decorator = (Story) => (
  <PorticoProvider http={http}>
    <div style={{ width: 760 }}>
      <Story />
    </div>
  </PorticoProvider>
)

/** Labelled by a Field, holding its own HTML and showing it; 外部内容 sets a value from outside. */
function Controlled(props: RichTextEditorProps) {
  const [html, setHtml] = useState(props.value ?? '')
  return (
    <>
      <Field label="内容">
        <RichTextEditor
          {...props}
          value={html}
          onChange={(next) => {
            setHtml(next)
            props.onChange?.(next)
          }}
        />
      </Field>
      <Button onClick={() => setHtml('<p>外部<i>内容</i></p>')}>外部内容</Button>
      <output data-testid="html">{html}</output>
    </>
  )
}

const meta = {
  title: 'UI/Editors/RichTextEditor',
  component: RichTextEditor,
  decorators: [withProvider],
  args: { onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: [uploadSuccessHandler({ delayMs: 50 }), staticFileHandler()] } },
} satisfies Meta<typeof RichTextEditor>

export default meta
type Story = StoryObj<typeof meta>

const editable = (root: HTMLElement) => within(root).getByRole('textbox', { name: '内容' })
const html = (root: HTMLElement) => within(root).getByTestId('html').textContent ?? ''
const tool = (root: HTMLElement, name: string) => within(root).getByRole('button', { name })
const png = (name = 'pic.png') =>
  new File([Uint8Array.from(atob(MOCK_PNG_BASE64), (c) => c.charCodeAt(0))], name, { type: 'image/png' })
const imageInput = (root: HTMLElement) => within(root).getByLabelText('选择图片') as HTMLInputElement

export const TypeAndBold: Story = {
  args: { placeholder: '请输入内容' },
  play: async ({ canvasElement, args }) => {
    const box = editable(canvasElement)
    await expect(within(canvasElement).getByText('请输入内容')).toBeVisible()
    // The editing area is 300 px high; the toolbar is a real toolbar.
    await expect((box.parentElement as HTMLElement).getBoundingClientRect().height).toBe(300)
    await expect(within(canvasElement).getByRole('toolbar', { name: '工具栏' })).toBeVisible()
    await expect(within(canvasElement).queryByRole('menubar')).toBeNull()

    await userEvent.click(box)
    await userEvent.keyboard('Hello world')
    await waitFor(() => expect(html(canvasElement)).toContain('Hello world'))
    await userEvent.keyboard('{Control>}a{/Control}')
    await userEvent.click(tool(canvasElement, '粗体'))
    await waitFor(() => expect(html(canvasElement)).toMatch(/<b><strong[^>]*>Hello world<\/strong><\/b>/))
    await expect(tool(canvasElement, '粗体')).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onChange).toHaveBeenLastCalledWith(html(canvasElement))

    // Undo takes the bold off again.
    await userEvent.click(tool(canvasElement, '撤销'))
    await waitFor(() => expect(html(canvasElement)).not.toContain('<strong'))
    await expect(html(canvasElement)).toContain('Hello world')
  },
}

/** The format menu makes a heading, the list button a bulleted list; arrow keys move along the toolbar. */
export const HeadingListAndKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const box = editable(canvasElement)
    await userEvent.click(box)
    await userEvent.keyboard('标题')
    await userEvent.click(tool(canvasElement, '格式 段落'))
    const menu = await screen().findByRole('menu')
    await settled(menu)
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '标题1' }))
    await waitFor(() => expect(html(canvasElement)).toMatch(/^<h1[^>]*>.*标题.*<\/h1>$/))

    // The list button turns the block under the selection (the heading) into a bulleted list.
    await userEvent.click(tool(canvasElement, '项目符号'))
    await waitFor(() => expect(html(canvasElement)).toMatch(/^<ul><li[^>]*>.*标题.*<\/li><\/ul>$/))
    await expect(tool(canvasElement, '项目符号')).toHaveAttribute('aria-pressed', 'true')

    // Arrow keys move along the toolbar (Fluent's Toolbar).
    tool(canvasElement, '粗体').focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(tool(canvasElement, '斜体')).toHaveFocus()
  },
}

export const Link: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(editable(canvasElement))
    await userEvent.keyboard('官网')
    await userEvent.keyboard('{Control>}a{/Control}')
    await userEvent.click(tool(canvasElement, '插入/编辑链接'))
    const dialog = await screen().findByRole('dialog', { name: '插入/编辑链接' })
    await settled(dialog)
    const address = within(dialog).getByRole('textbox', { name: '地址' })
    await userEvent.type(address, 'javascript:alert(1)')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(await within(dialog).findByText('地址无效')).toBeVisible()
    await userEvent.clear(address)
    await userEvent.type(address, 'www.example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(html(canvasElement)).toContain('<a href="http://www.example.com"'))
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull())
    // The dialog hid the page from assistive technology while open; wait until that is undone.
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull())
  },
}

/** The stored path in `message` becomes a static url. */
export const ImageFromServerPath: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(imageInput(canvasElement), png())
    const src = '/jeecg-boot/sys/common/static/jeditor/pic_1700000000000.png'
    const img = await within(editable(canvasElement)).findByRole('img', { name: 'pic' })
    await expect(img).toHaveAttribute('src', src)
    await waitFor(() => expect(html(canvasElement)).toContain(`<img src="${src}" alt="pic">`))
  },
}

/** JeecgBoot 2.4.2 on local storage answers 'local' to `jeditor=1`: the image is inlined as base64. */
export const ImageInlinedWhenLocal: Story = {
  parameters: { msw: { handlers: [uploadSuccessHandler({ delayMs: 50, local: true })] } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(imageInput(canvasElement), png('local.png'))
    const img = await within(editable(canvasElement)).findByRole('img', { name: 'local' })
    await expect(img).toHaveAttribute('src', `data:image/png;base64,${MOCK_PNG_BASE64}`)
    await waitFor(() =>
      expect(html(canvasElement)).toContain(`<img src="data:image/png;base64,${MOCK_PNG_BASE64}"`),
    )
  },
}

export const ImageUploadFails: Story = {
  parameters: { msw: { handlers: [uploadFailureHandler({ delayMs: 50 })] } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(imageInput(canvasElement), png())
    const toast = await screen().findByText(MOCK_FAILURE_MESSAGE, { selector: '.fui-ToastTitle' })
    await settled(toast)
    await expect(within(editable(canvasElement)).queryByRole('img')).toBeNull()
  },
}

declare global {
  interface Window {
    __porticoXss?: number
  }
}

/** Scripts, handlers and script urls in a stored value never reach the page or the output. */
export const SanitisesInitialHtml: Story = {
  args: {
    value:
      '<p>安全<img src="missing.png" alt="坏" onerror="window.__porticoXss=1"></p>' +
      '<script>window.__porticoXss=2</script><p><a href="javascript:window.__porticoXss=3">链接</a></p>',
  },
  play: async ({ canvasElement }) => {
    const box = editable(canvasElement)
    await expect(box).toHaveTextContent('安全')
    await expect(box.querySelector('[onerror], script')).toBeNull()
    await expect(box.querySelector('a[href^="javascript"]')).toBeNull()
    await userEvent.click(box)
    await userEvent.keyboard('！')
    await waitFor(() => expect(html(canvasElement)).toContain('！'))
    for (const bad of ['onerror', '<script', 'javascript:'])
      await expect(html(canvasElement)).not.toContain(bad)
    await expect(window.__porticoXss).toBeUndefined()
  },
}

/** Pasted HTML comes in through the same importers: no handlers, no scripts. */
export const SanitisesPaste: Story = {
  play: async ({ canvasElement }) => {
    const box = editable(canvasElement)
    await userEvent.click(box)
    const data = new DataTransfer()
    data.setData(
      'text/html',
      '<p>粘贴<img src="missing.png" alt="图" onerror="window.__porticoXss=4"></p><script>window.__porticoXss=5</script>',
    )
    data.setData('text/plain', '粘贴')
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    await waitFor(() => expect(html(canvasElement)).toContain('粘贴'))
    await expect(box.querySelector('[onerror], script')).toBeNull()
    for (const bad of ['onerror', '<script', '__porticoXss'])
      await expect(html(canvasElement)).not.toContain(bad)
    await expect(window.__porticoXss).toBeUndefined()
  },
}

/** A value set from outside replaces the content. */
export const ValueFromOutside: Story = {
  args: { value: '<p>原来</p>' },
  play: async ({ canvasElement }) => {
    await expect(editable(canvasElement)).toHaveTextContent('原来')
    await userEvent.click(within(canvasElement).getByRole('button', { name: '外部内容' }))
    await waitFor(() => expect(editable(canvasElement)).toHaveTextContent('外部内容'))
    await expect(editable(canvasElement).querySelector('em')).toHaveTextContent('内容')
  },
}

export const Disabled: Story = {
  args: { value: '<p>只读内容</p>', disabled: true },
  play: async ({ canvasElement, args }) => {
    const box = editable(canvasElement)
    await expect(box).toHaveAttribute('contenteditable', 'false')
    await expect(box).toHaveAttribute('aria-disabled', 'true')
    await expect(box).toHaveAttribute('aria-readonly', 'true')
    await expect(tool(canvasElement, '粗体')).toBeDisabled()
    await expect(tool(canvasElement, '插入/编辑图片')).toBeDisabled()
    await userEvent.click(box)
    await userEvent.keyboard('x')
    await expect(box).toHaveTextContent('只读内容')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const FullScreen: Story = {
  play: async ({ canvasElement }) => {
    const button = tool(canvasElement, '全屏')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    const root = canvasElement.querySelector('.portico-RichTextEditor') as HTMLElement
    await expect(getComputedStyle(root).position).toBe('fixed')
    await userEvent.click(button)
    await expect(getComputedStyle(root).position).not.toBe('fixed')
  },
}
