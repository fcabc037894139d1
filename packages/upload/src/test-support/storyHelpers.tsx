import type { Decorator } from '@storybook/react-vite'
import axios, { type AxiosProgressEvent } from 'axios'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { UploadConfigProvider } from '../config/UploadConfigProvider'

/** Dialogs, menus, tooltips and toasts render in portals: query the whole document. */
export const screen = () => within(document.body)

/** The hidden `<input type="file">` of the uploader inside `root`. */
export const fileInput = (root: HTMLElement) => within(root).getByTestId('file-input') as HTMLInputElement

/** Wraps a story in the upload provider (its Toaster shows the notifications). */
export const withUploadProvider: Decorator = (Story) => (
  <UploadConfigProvider>
    <Story />
  </UploadConfigProvider>
)

export const STORY_TOKEN = 'story-token-1'

/** Wraps a story in a provider that sends `X-Access-Token` (as the app configures it). */
export const withTokenProvider: Decorator = (Story) => (
  <UploadConfigProvider getHeaders={() => ({ 'X-Access-Token': STORY_TOKEN })}>
    <Story />
  </UploadConfigProvider>
)

/** An HTTP client whose uploads report `percent` progress and never finish (for the "uploading" states). */
export function stalledUploadHttp(percent: number) {
  return axios.create({
    adapter: (config) => {
      config.onUploadProgress?.({
        loaded: percent,
        total: 100,
        bytes: percent,
        lengthComputable: true,
      } as AxiosProgressEvent)
      return new Promise(() => {})
    },
  })
}

/** Wraps a story in a provider whose uploads stall at `percent`. */
export const withStalledUpload =
  (percent: number): Decorator =>
  (Story) => (
    <UploadConfigProvider http={stalledUploadHttp(percent)}>
      <Story />
    </UploadConfigProvider>
  )

export const pdf = (name = 'report.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' })
export const png = (name = 'parcel.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })
export const text = (name = 'notes.txt') => new File(['hello'], name, { type: 'text/plain' })

function transferOf(files: File[]): DataTransfer {
  const dt = new DataTransfer()
  for (const f of files) dt.items.add(f)
  return dt
}

/**
 * Drags files over `target` and drops them (native DragEvents carrying a DataTransfer). Answers the drop event:
 * React runs the zone's handler while it is dispatched, and a zone that takes the files cancels it.
 */
export function dropFiles(target: Element, files: File[]) {
  const rect = target.getBoundingClientRect()
  const init = {
    bubbles: true,
    cancelable: true,
    dataTransfer: transferOf(files),
    clientX: rect.x + 5,
    clientY: rect.y + 5,
  }
  target.dispatchEvent(new DragEvent('dragenter', init))
  target.dispatchEvent(new DragEvent('dragover', init))
  const drop = new DragEvent('drop', init)
  target.dispatchEvent(drop)
  return drop
}

/** Pastes files into `target` (a ClipboardEvent carrying a DataTransfer). */
export function pasteFiles(target: Element, files: File[]) {
  target.dispatchEvent(
    new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: transferOf(files) }),
  )
}

/** Waits for a toast (or any portal text) to be shown; toasts fade in. */
export async function expectShown(text: string | RegExp) {
  const el = await screen().findByText(text)
  await waitFor(() => expect(el).toBeVisible(), { timeout: 3000 })
  await settled(el)
  return el
}

/** Waits until `el` and its ancestors have finished fading in (axe checks contrast after the play function). */
export async function settled(el: Element = document.body) {
  await waitFor(
    () => {
      for (let n: Element | null = el; n; n = n.parentElement) {
        const style = getComputedStyle(n)
        expect(style.opacity).toBe('1')
      }
    },
    { timeout: 3000 },
  )
}

/** Finds a portal element by role and waits for it to finish opening. */
export async function opened(role: 'dialog' | 'menu', name?: string) {
  const el = await screen().findByRole(role, name ? { name } : undefined)
  await settled(el)
  return el
}

/** Hovers `trigger` and waits for a tooltip with `content`. */
export async function expectTooltip(trigger: HTMLElement, content: string) {
  await userEvent.hover(trigger)
  await waitFor(() =>
    expect(
      screen()
        .getAllByRole('tooltip', { hidden: true })
        .map((t) => t.textContent),
    ).toContain(content),
  )
  await userEvent.unhover(trigger)
}
