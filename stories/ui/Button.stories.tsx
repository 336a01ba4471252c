import type { Meta, StoryObj } from '@storybook/react-vite'
import { Trash2 } from 'lucide-react'
import { Button, type ButtonVariant } from '../../web/components/ui/Button.tsx'

/**
 * The one button of the site's forms and panels; render a link with `as={Link}`. A styled component, so
 * its table is written here from ButtonProps (web/components/ui/Button.tsx): docgen reads only functions.
 */
const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save', type: 'button' },
  argTypes: {
    $variant: {
      description: 'What the action is: primary, secondary (the default), danger, ghost or ghost-danger.',
      control: 'select',
      options: ['primary', 'secondary', 'danger', 'ghost', 'ghost-danger'] satisfies ButtonVariant[],
      table: { type: { summary: 'ButtonVariant' }, defaultValue: { summary: 'secondary' } },
    },
    $size: {
      description: 'md (the default, 2.5rem tall) or sm (2rem), for icon-only actions in dense lists.',
      control: 'inline-radio',
      options: ['md', 'sm'],
      table: { type: { summary: "'sm' | 'md'" }, defaultValue: { summary: 'md' } },
    },
    children: {
      description: 'The label, and an icon before it if any.',
      table: { type: { summary: 'ReactNode' } },
    },
    type: {
      description: "The native button's type: button, or submit for a form's main action.",
      table: { type: { summary: "'button' | 'submit' | 'reset'" } },
    },
  },
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
