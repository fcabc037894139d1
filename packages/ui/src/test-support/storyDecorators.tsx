import type { DictOption } from '@portico/contract'
import type { Decorator } from '@storybook/react-vite'
import axios from 'axios'
import { expect, waitFor, within } from 'storybook/test'
import { createHttpClient } from '../http/httpClient'
import { PorticoProvider } from '../provider/PorticoProvider'
import { createExpiringStorage, memoryBackend } from '../storage/expiringStorage'

const http = createHttpClient(axios.create({ baseURL: '/jeecg-boot' }))

/** A provider on the MSW handlers with its own in-memory dictionary cache, optionally pre-filled. */
export const withPortico =
  (localDicts?: Record<string, DictOption[]>): Decorator =>
  (Story) => {
    const backend = memoryBackend()
    if (localDicts) createExpiringStorage(backend, 'pro__').set('UI_CACHE_DB_DICT_DATA', localDicts, 60_000)
    return (
      <PorticoProvider http={http} dictionaries={{ backend }}>
        <div style={{ width: 320 }}>
          <Story />
        </div>
      </PorticoProvider>
    )
  }

/** Listboxes, tooltips and toasts render in portals: query the whole document. */
export const screen = () => within(document.body)

/** Waits until `el` and its ancestors have finished fading in (axe checks contrast after the play function). */
export async function settled(el: Element) {
  await waitFor(() => {
    for (let n: Element | null = el; n; n = n.parentElement) expect(getComputedStyle(n).opacity).toBe('1')
  })
}

/**
 * Finds an element and waits until it shows and has finished fading in (message bars, spinners and dialogs fade in on
 * their own; axe would otherwise measure contrast mid-fade).
 */
export async function visible(found: Promise<HTMLElement>): Promise<HTMLElement> {
  const el = await found
  await waitFor(() => expect(el).toBeVisible())
  await settled(el)
  return el
}
