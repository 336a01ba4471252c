import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
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
export const Open: StoryObj<typeof meta> = {}
