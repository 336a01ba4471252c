import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ConfirmEmailPage, ConfirmSubscriptionPage } from '../../web/pages/account/ConfirmLinkPage.tsx'
import { ForgotPasswordPage } from '../../web/pages/auth/ForgotPasswordPage.tsx'
import { ResetPasswordPage } from '../../web/pages/auth/ResetPasswordPage.tsx'
import { tokenQuery } from '../mail/sample.ts'

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

/** A new password shorter than 8 characters is refused before anything is sent. */
export const ResetPassword: Story = {
  render: () => <ResetPasswordPage />,
  parameters: { route: `/auth/reset${tokenQuery}` },
  play: async ({ canvas, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: 'Choose a new password' }))
    const password = form.getByLabelText('New password', { selector: 'input' })
    await userEvent.type(password, 'short')
    await userEvent.click(form.getByRole('button', { name: 'Save new password' }))
    await expect(password).toHaveAttribute('aria-invalid', 'true')
  },
}

export const ResetLinkIncomplete: Story = {
  render: () => <ResetPasswordPage />,
  parameters: { route: '/auth/reset' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This reset link is incomplete.')
  },
}

/** Opening the link changes nothing: the page asks, and only its button confirms. */
export const ConfirmSubscription: Story = {
  render: () => <ConfirmSubscriptionPage />,
  parameters: { route: `/newsletter/confirm${tokenQuery}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Confirm subscription' })).toBeEnabled()
  },
}

export const ConfirmNewEmail: Story = {
  render: () => <ConfirmEmailPage />,
  parameters: { route: `/account/confirm-email${tokenQuery}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Confirm new address' })).toBeEnabled()
  },
}
