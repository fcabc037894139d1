import { createHttpClient, PorticoProvider } from '@portico/ui'
import type { Decorator } from '@storybook/react-vite'
import axios from 'axios'
import { expect, waitFor, within } from 'storybook/test'
import type { QueryField } from '../core/condition.types'

/** Dialogs, tooltips and toasts render in portals: query the whole document. */
export const screen = () => within(document.body)

const http = createHttpClient(axios.create({ baseURL: '/jeecg-boot' }))

/** Wraps a story in the Portico provider (JeecgBoot endpoints under /jeecg-boot, toasts). */
export const withPortico: Decorator = (Story) => (
  <PorticoProvider http={http}>
    <Story />
  </PorticoProvider>
)

/** The user list's fields, one of each editor kind. */
export const USER_FIELDS: QueryField[] = [
  { value: 'realname', text: '姓名', type: 'string' },
  { value: 'age', text: '年龄', type: 'int' },
  { value: 'birthday', text: '生日', type: 'date' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
  { value: 'workStart', text: '上班时间', type: 'time' },
  { value: 'sex', text: '性别', type: 'list', dictCode: 'sex' },
  { value: 'status', text: '状态', type: 'list', dictCode: 'user_status' },
]

/** Waits until `el` and its ancestors have finished fading in (axe checks contrast after the play function). */
export async function settled(el: Element = document.body) {
  await waitFor(
    () => {
      for (let n: Element | null = el; n; n = n.parentElement) {
        expect(getComputedStyle(n).opacity).toBe('1')
      }
    },
    { timeout: 3000 },
  )
}

/** Finds a dialog (or alert dialog) by name and waits for it to finish opening. */
export async function openedDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const el = await screen().findByRole(role, { name })
  await settled(el)
  return el
}
