import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ConfirmDialog } from '../../web/pages/admin/ui.tsx'

/** The admin panel's question before a destructive action. */
const meta = {
  title: 'Admin/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Remove all screenshots?',
    text: 'Are you sure you want to delete all screenshots? This action cannot be undone.',
    confirmLabel: 'Remove All',
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
/** Cancel closes it without running the action; only the confirming button runs it. */
export const Open: StoryObj<typeof meta> = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: args.title,
    })
    await expect(dialog).toHaveAccessibleDescription(args.text)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: args.confirmLabel }))
    await expect(args.onConfirm).toHaveBeenCalled()
  },
}
