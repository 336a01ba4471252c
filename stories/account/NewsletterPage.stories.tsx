import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SignInLinkPage } from '../../web/pages/auth/SignInLinkPage.tsx'
import { CheckInboxPage } from '../../web/pages/newsletter/CheckInboxPage.tsx'
import { NewsletterPage } from '../../web/pages/newsletter/NewsletterPage.tsx'
import { tokenQuery } from '../mail/sample.ts'

const latest = [
  {
    id: '3',
    title: 'Shipping a model in a week',
    slug: 'shipping-a-model',
    sentAt: '2026-11-20T09:00:00.000Z',
  },
  { id: '2', title: 'What broke in production', slug: 'what-broke', sentAt: '2026-11-06T09:00:00.000Z' },
  { id: '1', title: 'Hello, readers', slug: 'hello-readers', sentAt: '2026-10-23T09:00:00.000Z' },
]

/**
 * /newsletter, the newsletter's landing page (decision 233): the owner's words, subscribing with an
 * address alone, the latest issues, then the way in for readers; and the pages around it.
 */
const meta = {
  title: 'Account/Newsletter landing page',
  component: NewsletterPage,
  parameters: { layout: 'fullscreen', route: '/newsletter', loaderData: { latest } },
} satisfies Meta<typeof NewsletterPage>

export default meta
type Story = StoryObj<typeof meta>

export const Landing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/’s newsletter$/)
    const issues = canvas.getByRole('region', { name: 'Latest issues' })
    await expect(issues.querySelectorAll('li')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: 'Shipping a model in a week' })).toHaveAttribute(
      'href',
      '/newsletter/archive/shipping-a-model',
    )
    // The account panel comes from its own chunk, after the rest (decision 233).
    await expect(await canvas.findByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true')
  },
}

/** Before the first issue goes out. */
export const NoIssuesYet: Story = {
  parameters: { loaderData: { latest: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The first issue is on its way.')).toBeVisible()
  },
}

/** The address is checked in the browser with the server's own schema before anything is sent. */
export const BadAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Subscribe by email' })
    await userEvent.type(canvas.getByLabelText('Your email'), 'not-an-address')
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    await expect(canvas.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true')
    await expect(form).toBeVisible()
  },
}

export const SignUpWithAPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Sign up' }))
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible()
    await expect(canvas.queryByLabelText(/Phone/)).toBeNull()
  },
}

/** Where the embeddable form lands, from the owner's other pages. */
export const CheckInbox: Story = {
  render: () => <CheckInboxPage />,
  parameters: { route: '/newsletter/check-inbox' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  },
}

export const CheckInboxRefused: Story = {
  render: () => <CheckInboxPage />,
  parameters: { route: '/newsletter/check-inbox?problem=invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('did not carry a valid email address')
  },
}

/** The page a mailed sign-in link opens: one button, so a mail scanner's visit uses nothing up. */
export const SignInLink: Story = {
  render: () => <SignInLinkPage />,
  parameters: { route: `/auth/link${tokenQuery}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible()
  },
}

/** Without a token: ask for a link. */
export const AskForASignInLink: Story = {
  render: () => <SignInLinkPage />,
  parameters: { route: '/auth/link' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible()
  },
}
