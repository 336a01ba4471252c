import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen } from 'storybook/test'
import { AccountCard } from '../../web/pages/dashboard/AccountCard.tsx'
import { maxWidth } from '../decorators.tsx'

/** The dashboard's Account card: change email, download my data, delete my account. */
const meta = {
  title: 'Account/AccountCard',
  component: AccountCard,
  args: { isAdmin: false, hasPassword: true },
  decorators: [maxWidth(560)],
} satisfies Meta<typeof AccountCard>

export default meta
type Story = StoryObj<typeof meta>

export const Reader: Story = {}

/** The admin account is managed through the environment, so it has no delete button. */
export const Administrator: Story = {
  args: { isAdmin: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Delete my account/ })).toBeNull()
  },
}

/** Deleting asks for the password in a confirmation dialog. */
export const DeleteDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Delete my account/ }))
    await expect(await screen.findByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible()
    await expect(screen.getByLabelText('Password')).toBeVisible()
  },
}

export const EmailRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }))
    await expect(canvas.getByLabelText('New email')).toHaveAttribute('aria-invalid', 'true')
  },
}

/**
 * A reader who subscribed with their address alone: no password to confirm a change with, so the card
 * offers to choose one first (docs/decisions/233).
 */
export const WithoutPassword: Story = {
  args: { hasPassword: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Choose a password/ })).toHaveAttribute(
      'href',
      '/auth/forgot',
    )
    await expect(canvas.queryByLabelText('Current password')).toBeNull()
    await expect(canvas.queryByRole('button', { name: /Delete my account/ })).toBeNull()
  },
}
