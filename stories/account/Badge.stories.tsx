import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from '../../web/pages/dashboard/panel.tsx'

/** The dashboard's status badges ('Active' subscription, 'Administrator'). */
const meta = {
  title: 'Account/Badge',
  component: Badge,
  args: { children: 'Administrator' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Accent: Story = {}
export const Success: Story = { args: { $tone: 'success', children: 'Active' } }
export const Neutral: Story = { args: { $tone: 'neutral', children: 'Inactive' } }
