import type { Meta, StoryObj } from '@storybook/react-vite'
import { ToastDemo } from './ToastDemo.tsx'

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
