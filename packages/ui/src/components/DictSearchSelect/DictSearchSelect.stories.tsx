import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { loadDictFailureHandler, loadDictHandler, loadDictItemHandler, MOCK_USER_DICT } from '../../mocks'
import { controlledField } from '../../test-support/controlledField'
import { screen, settled, withPortico } from '../../test-support/storyDecorators'
import { DictSearchSelect } from './DictSearchSelect'
import { dictSearchCellProps } from './dictSearchSettings'

const Controlled = controlledField(DictSearchSelect, '负责人')

const meta = {
  title: 'UI/Dictionary/DictSearchSelect',
  component: DictSearchSelect,
  decorators: [withPortico()],
  args: { dict: MOCK_USER_DICT, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: [loadDictHandler(), loadDictItemHandler()] } },
} satisfies Meta<typeof DictSearchSelect>

export default meta
type Story = StoryObj<typeof meta>

const box = (root: HTMLElement) => within(root).getByRole('combobox', { name: '负责人' })
const optionNames = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent)

export const FirstPageThenSearch: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement))
    const listbox = await screen().findByRole('listbox')
    await settled(listbox)
    // The first page of 10 of the 13 users.
    await waitFor(() => expect(optionNames(listbox)).toHaveLength(10))
    await userEvent.type(box(canvasElement), '王')
    await waitFor(() => expect(optionNames(listbox)).toEqual(['王芳']), { timeout: 3000 })
    await userEvent.click(within(listbox).getByRole('option', { name: '王芳' }))
    await expect(args.onChange).toHaveBeenCalledWith('wangfang')
    await expect(box(canvasElement)).toHaveValue('王芳')
  },
}

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), '不存在')
    const listbox = await screen().findByRole('listbox')
    await waitFor(() => expect(optionNames(listbox)).toEqual(['no data found']), { timeout: 3000 })
    await settled(listbox)
  },
}

/** A stored value shows its text, looked up through loadDictItem. */
export const ShowsStoredValue: Story = {
  args: { value: 'sunhao', loadInitial: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(box(canvasElement)).toHaveValue('孙浩'))
  },
}

/** The table-cell variant: a hint until the user types, then a 300 ms debounce. */
export const CellHint: Story = {
  args: { ...dictSearchCellProps },
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement))
    const listbox = await screen().findByRole('listbox')
    await settled(listbox)
    await expect(optionNames(listbox)).toEqual(['please enter search content'])
    await userEvent.type(box(canvasElement), '张')
    await waitFor(() => expect(optionNames(listbox)).toEqual(['张伟']))
  },
}

export const SearchFails: Story = {
  parameters: { msw: { handlers: [loadDictFailureHandler()] } },
  play: async () => {
    const toast = await screen().findByText('字典Code格式不正确！')
    await settled(toast)
  },
}
