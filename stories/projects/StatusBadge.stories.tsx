import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatusBadge } from '../../web/components/project/StatusBadge.tsx'

const meta = {
  title: 'Projects/StatusBadge',
  component: StatusBadge,
  args: { status: 'COMPLETED' },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

/** Completed green. */
export const Completed: Story = {}

/** In Progress yellow. */
export const InProgress: Story = { args: { status: 'IN_PROGRESS' } }

/** Anything else grey. */
export const Planning: Story = { args: { status: 'PLANNING' } }

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {(['COMPLETED', 'IN_PROGRESS', 'PLANNING', 'ON_HOLD', null] as const).map((status) => (
        <StatusBadge key={String(status)} status={status} />
      ))}
    </div>
  ),
}
