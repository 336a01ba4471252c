import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SignInForm } from '../../web/pages/auth/SignInForm.tsx'
import { inFormCard } from '../decorators.tsx'

/** Shown inside the page's card, as on /auth and /newsletter. */
const meta = {
  title: 'Account/SignInForm',
  component: SignInForm,
  args: { idPrefix: 'story-signin' },
  decorators: [inFormCard('Admin Login')],
} satisfies Meta<typeof SignInForm>

export default meta
type Story = StoryObj<typeof meta>

/** The admin login on /auth. */
export const AdminLogin: Story = { args: { showAlert: true } }

/** The newsletter page's sign-in takes a username or an email. */
export const UsernameOrEmail: Story = {
  args: { usernamePlaceholder: 'Username or email' },
  play: async ({ canvas, userEvent }) => {
    const username = canvas.getByLabelText('Username')
    await expect(username).toHaveAttribute('placeholder', 'Username or email')
    await userEvent.type(username, 'ada@example.com')
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse')
    await expect(username).toHaveValue('ada@example.com')
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  },
}

/** Both fields are required; the errors are tied to their inputs. */
export const RequiredFieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The show/hide toggle turns the password into plain text and back. */
export const PasswordRevealed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text')
  },
}
