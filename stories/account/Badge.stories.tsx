import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from '../../web/pages/dashboard/panel.tsx'

/**
 * The dashboard's status badges ('Active' subscription, 'Administrator'). A styled component, so its table
 * is written here from BadgeProps (web/pages/dashboard/panel.tsx): docgen reads only functions.
 */
const meta = {
  title: 'Account/Badge',
  component: Badge,
  args: { children: 'Administrator' },
  argTypes: {
    $tone: {
      description:
        'accent (the default) for a role, success for an active state, neutral for an inactive one.',
      control: 'inline-radio',
      options: ['accent', 'success', 'neutral'],
      table: { type: { summary: "'accent' | 'success' | 'neutral'" }, defaultValue: { summary: 'accent' } },
    },
    children: {
      description: "The badge's text, one or two words.",
      table: { type: { summary: 'ReactNode' } },
    },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Accent: Story = {}
export const Success: Story = { args: { $tone: 'success', children: 'Active' } }
export const Neutral: Story = { args: { $tone: 'neutral', children: 'Inactive' } }
