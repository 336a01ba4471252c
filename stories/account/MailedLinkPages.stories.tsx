import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ConfirmEmailPage, ConfirmSubscriptionPage } from '../../web/pages/account/ConfirmLinkPage.tsx'
import { ForgotPasswordPage } from '../../web/pages/auth/ForgotPasswordPage.tsx'
import { ResetPasswordPage } from '../../web/pages/auth/ResetPasswordPage.tsx'

const token = '?token=abcdefghijklmnopqrstuvwxyz234567'

/** The pages around mailed links: asking for a reset, and the pages the links open. */
const meta = {
  title: 'Account/Mailed link pages',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordPage>

export default meta
type Story = StoryObj<typeof meta>

export const ForgotPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const ResetPassword: Story = {
  render: () => <ResetPasswordPage />,
  parameters: { route: `/auth/reset${token}` },
}

export const ResetLinkIncomplete: Story = {
  render: () => <ResetPasswordPage />,
  parameters: { route: '/auth/reset' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This reset link is incomplete.')
  },
}

export const ConfirmSubscription: Story = {
  render: () => <ConfirmSubscriptionPage />,
  parameters: { route: `/newsletter/confirm${token}` },
}

export const ConfirmNewEmail: Story = {
  render: () => <ConfirmEmailPage />,
  parameters: { route: `/account/confirm-email${token}` },
}
