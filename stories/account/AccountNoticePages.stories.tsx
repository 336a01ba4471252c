import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AccountDeletedPage } from '../../web/pages/account/AccountDeletedPage.tsx'
import { PreferencesSignInPage } from '../../web/pages/auth/PreferencesSignInPage.tsx'

/** Where 'Delete my account' lands, and where an issue's preferences link takes a signed-out reader. */
const meta = {
  title: 'Account/Deleted and preferences sign-in',
  component: AccountDeletedPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccountDeletedPage>

export default meta
type Story = StoryObj<typeof meta>

export const AccountDeleted: Story = {
  parameters: { route: '/account/deleted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your account was deleted')
  },
}

export const PreferencesSignIn: Story = {
  render: () => <PreferencesSignInPage />,
  parameters: { route: '/newsletter/preferences' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Newsletter preferences' })).toBeVisible()
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toBeVisible()
  },
}
