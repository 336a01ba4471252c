import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SignupForm } from '../../web/pages/newsletter/SignupForm.tsx'
import { inFormCard } from '../decorators.tsx'

const meta = {
  title: 'Account/SignupForm',
  component: SignupForm,
  decorators: [inFormCard('Join the newsletter')],
} satisfies Meta<typeof SignupForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** Names, email, username and password are required; no phone is asked for (decision 233). */
export const RequiredFieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email')
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByLabelText(/Phone/)).toBeNull()
    // Nothing was sent: the button never switched to its busy state.
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeEnabled()
  },
}
