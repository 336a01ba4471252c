import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { ToastDemo } from './ToastDemo.tsx'

const meta = {
  title: 'Toast/Toaster',
  component: ToastDemo,
  args: { title: 'Project created successfully!' },
  // The toast raised on mount shows; Show toast raises it again, and it replaces the first (one at a time).
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const toasts = () => canvasElement.ownerDocument.querySelectorAll('[aria-label^="Notifications"] li')
    // The toast code loads with the first toast (docs/decisions/150-js-diet.md): wait for it to show.
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 5000 })
    await expect(toasts()[0]).toHaveTextContent(args.title)
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    await waitFor(() => expect(toasts()).toHaveLength(1), { timeout: 5000 })
    await expect(toasts()[0]).toHaveTextContent(args.title)
    if (args.description) await expect(toasts()[0]).toHaveTextContent(args.description)
  },
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
