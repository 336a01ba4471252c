import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NewsletterCard } from '../../web/pages/dashboard/NewsletterCard.tsx'
import { maxWidth } from '../decorators.tsx'

const active = {
  isActive: true,
  isPending: false,
  subscribedAt: '2026-03-14T09:30:00.000Z',
  preferences: {
    frequency: 'weekly' as const,
    topics: ['react-frontend', 'project-showcases'],
  },
}

/** What the dashboard offers: the owner's topics, and one retired since this reader chose it. */
const topics = [
  { slug: 'web-development', name: 'Web Development', retired: false },
  { slug: 'react-frontend', name: 'React & Frontend', retired: false },
  { slug: 'career-tips', name: 'Career Tips', retired: false },
  { slug: 'project-showcases', name: 'Project Showcases', retired: true },
]

/** The dashboard's newsletter card in each state of docs/spec.md §4. */
const meta = {
  title: 'Account/NewsletterCard',
  component: NewsletterCard,
  args: { subscription: active, topics },
  decorators: [maxWidth(560)],
} satisfies Meta<typeof NewsletterCard>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { subscription: null, loading: true } }

/** Signed in but not subscribed: subscribing is one button here, the archive one link away. */
export const NotSubscribed: Story = {
  args: { subscription: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are not subscribed to the newsletter.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Read past issues' })).toHaveAttribute(
      'href',
      '/newsletter/archive',
    )
  },
}

/** An ended subscription offers the same Subscribe button, with the preferences kept. */
export const Inactive: Story = {
  args: { subscription: { ...active, isActive: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: 'Edit preferences' })).not.toBeInTheDocument()
  },
}

export const Active: Story = {}

/** Double opt-in: subscribed, waiting for the link in the confirmation email. */
export const Pending: Story = {
  args: { subscription: { ...active, isPending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Resend confirmation email' })).toBeEnabled()
  },
}

export const ActiveWithoutTopics: Story = {
  args: { subscription: { ...active, preferences: { frequency: 'monthly', topics: [] } } },
}

/** Edit mode starts from the saved preferences. */
export const Editing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit preferences' }))
    await expect(canvas.getByRole('radio', { name: 'At most weekly' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'React & Frontend' })).toBeChecked()
    // A retired topic the reader chose stays theirs, said to be no longer offered, until they drop it.
    await expect(
      canvas.getByRole('checkbox', { name: 'Project Showcases (no longer offered)' }),
    ).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Career Tips' })).not.toBeChecked()
  },
}
