import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { type ToastOptions, useToast } from '../../web/components/toast/Toaster.tsx'
import { Button } from '../../web/components/ui/Button.tsx'

/** Raises the toast once on mount (the decorator's ToastProvider shows it) and again on each click. */
function ToastDemo({ title, description, variant }: ToastOptions) {
  const { toast } = useToast()
  useEffect(() => toast({ title, description, variant }), [toast, title, description, variant])
  return (
    <Button type="button" $variant="secondary" onClick={() => toast({ title, description, variant })}>
      Show toast
    </Button>
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
