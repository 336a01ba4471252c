import type { Meta, StoryObj } from '@storybook/react-vite'
import { Trash2 } from 'lucide-react'
import { Button } from '../../web/components/ui/Button.tsx'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save', type: 'button' },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Secondary: Story = {}
export const Primary: Story = { args: { $variant: 'primary' } }
export const Danger: Story = { args: { $variant: 'danger', children: 'Delete' } }
export const Ghost: Story = { args: { $variant: 'ghost', children: 'Skip' } }
export const Disabled: Story = { args: { $variant: 'primary', disabled: true, children: 'Saving...' } }

/** The small size fits icon-only actions in dense lists; the icon's name comes from aria-label. */
export const SmallIconOnly: Story = {
  args: {
    $size: 'sm',
    $variant: 'danger',
    'aria-label': 'Delete command npm test',
    children: <Trash2 aria-hidden size={16} />,
  },
}
