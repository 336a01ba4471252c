import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { type ToastOptions, useToast } from '../../web/components/toast/Toaster.tsx'

/** Raises the toast once on mount (the decorator's ToastProvider shows it) and again on each click. */
function ToastDemo(options: ToastOptions) {
  const { toast } = useToast()
  useEffect(() => toast(options), [toast, options])
  return (
    <button type="button" onClick={() => toast(options)}>
      Show toast
    </button>
  )
}

const meta = {
  title: 'Toast/Toaster',
  component: ToastDemo,
  args: { title: 'Project created successfully!' },
} satisfies Meta<typeof ToastDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithDescription: Story = {
  args: { title: 'Welcome back!', description: 'Logged in as ada' },
}

export const Destructive: Story = {
  args: { title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' },
}
