import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { screen } from '../../test-support/storyDecorators'
import { Pagination } from './Pagination'
import type { PaginationProps } from './Pagination.types'

function Controlled(args: PaginationProps) {
  const [page, setPage] = useState({ current: args.current, pageSize: args.pageSize })
  return (
    <Pagination
      {...args}
      {...page}
      onChange={(current, pageSize) => {
        args.onChange(current, pageSize)
        setPage({ current, pageSize })
      }}
    />
  )
}

const meta = {
  title: 'UI/Building blocks/Pagination',
  component: Pagination,
  args: { current: 1, pageSize: 10, total: 57, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const PagesSizesAndJumper: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '分页' })
    await expect(within(nav).getByText('1-10 共57条')).toBeVisible()
    await expect(within(nav).getByRole('button', { name: '上一页' })).toBeDisabled()
    await userEvent.click(within(nav).getByRole('button', { name: '下一页' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10)
    await expect(within(nav).getByText('11-20 共57条')).toBeVisible()
    await userEvent.type(within(nav).getByRole('textbox', { name: '跳至页码' }), '9{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith(6, 10)
    await expect(within(nav).getByRole('button', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(nav).getByRole('combobox', { name: '每页条数' }))
    await userEvent.click(await screen().findByRole('option', { name: '20 条/页' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 20)
    await expect(within(nav).getByText('1-20 共57条')).toBeVisible()
  },
}

export const BusinessModalSizes: Story = {
  args: { pageSize: 5, pageSizeOptions: [5, 10, 20, 30], total: 0 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '分页' })
    await expect(within(nav).getByText('0-0 共0条')).toBeVisible()
    await expect(within(nav).getByRole('combobox', { name: '每页条数' })).toHaveTextContent('5 条/页')
    await expect(within(nav).getByRole('button', { name: '下一页' })).toBeDisabled()
  },
}
