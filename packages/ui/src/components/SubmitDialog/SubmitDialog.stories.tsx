import { Field, Input } from '@fluentui/react-components'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { screen, settled, visible } from '../../test-support/storyDecorators'
import { SubmitDialog } from './SubmitDialog'

const meta = {
  title: 'UI/SubmitDialog',
  component: SubmitDialog,
  args: {
    open: true,
    title: '请输入名称',
    cancelText: '取消',
    submitText: '确定',
    onClose: fn(),
    onSubmit: fn(),
    children: (
      <Field label="名称">
        <Input />
      </Field>
    ),
  },
} satisfies Meta<typeof SubmitDialog>

export default meta
type Story = StoryObj<typeof meta>

export const EnterSubmits: Story = {
  play: async ({ args }) => {
    const dialog = await visible(screen().findByRole('dialog', { name: '请输入名称' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: '名称' }), '周报{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const CancelCloses: Story = {
  play: async ({ args }) => {
    const dialog = await visible(screen().findByRole('dialog', { name: '请输入名称' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await expect(args.onClose).toHaveBeenCalled()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await settled(dialog)
  },
}

export const Submitting: Story = {
  args: { submitting: true, submitText: '提交中…' },
  play: async ({ args }) => {
    const dialog = await visible(screen().findByRole('dialog', { name: '请输入名称' }))
    const submit = within(dialog).getByRole('button', { name: '提交中…' })
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await userEvent.type(within(dialog).getByRole('textbox', { name: '名称' }), '周报{Enter}')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
