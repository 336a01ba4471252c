import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SiteTab } from '../../web/pages/admin/SiteTab.tsx'
import { extraProfileLinks, sampleAvatarUrl, sampleSite } from '../sample-site.ts'

/** Nothing saved for mail: every field shows the default it stands for. */
const defaultMail = {
  senderName: null,
  senderEmail: null,
  replyTo: null,
  adminEmail: null,
  mailFromAddress: null,
  adminAccountEmail: null,
}

const meta = {
  title: 'Admin/SiteTab',
  component: SiteTab,
  args: { site: sampleSite, mail: defaultMail },
} satisfies Meta<typeof SiteTab>

export default meta
type Story = StoryObj<typeof meta>

/** The sample settings: initials instead of a picture, LinkedIn and GitHub only. */
export const Defaults: Story = {}

/** Every optional setting filled in: pictures, the four extra profile links, the system theme. */
export const EverythingSet: Story = {
  args: {
    site: {
      ...sampleSite,
      avatarUrl: sampleAvatarUrl,
      socialImageUrl: sampleAvatarUrl,
      ...extraProfileLinks,
      themeDefault: 'SYSTEM',
    },
    mail: {
      senderName: 'Ada’s Newsletter',
      senderEmail: 'news@ada.example',
      replyTo: 'replies@ada.example',
      adminEmail: 'ada@private.example',
      mailFromAddress: 'noreply@ada.example',
      adminAccountEmail: 'admin@ada.example',
    },
  },
}

/** A blank mail setting names what it stands for, following the name and contact email as they are typed. */
export const MailDefaults: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(`Leave empty to use your name: ${sampleSite.ownerName}`)).toBeVisible()
    await userEvent.clear(canvas.getByLabelText('Name'))
    await userEvent.type(canvas.getByLabelText('Name'), 'Jordan Rivera')
    await expect(canvas.getByText('Leave empty to use your name: Jordan Rivera')).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/Sender email/), 'not an address')
    await userEvent.click(canvas.getByRole('button', { name: 'Save Site Settings' }))
    await expect(
      await canvas.findByText('Sender email must be a valid email address, or empty'),
    ).toBeVisible()
  },
}

/** Client checks with the server's schema: empty name, a bad URL, an empty greeting, each named. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Name'))
    await userEvent.clear(canvas.getByLabelText('GitHub URL'))
    await userEvent.type(canvas.getByLabelText('GitHub URL'), 'not a url')
    await userEvent.click(canvas.getByRole('button', { name: 'Add greeting' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save Site Settings' }))
    await expect(await canvas.findByText('Name is required (at most 100 characters)')).toBeVisible()
    await expect(canvas.getByText('GitHub URL must be a URL (http:// or https://)')).toBeVisible()
    await expect(canvas.getByText('Each greeting is required (at most 120 characters)')).toBeVisible()
  },
}

/** The greeting list is ordered: a line moves up, and the list stops at eight lines. */
export const EditingGreetings: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move greeting 2 up' }))
    await expect(canvas.getByLabelText('Greeting 1')).toHaveValue(sampleSite.greetings[1])
    for (let i = sampleSite.greetings.length; i < 8; i++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Add greeting' }))
    }
    await expect(canvas.getByRole('button', { name: 'Add greeting' })).toBeDisabled()
  },
}

/** The embeddable newsletter sign-up form for the owner's other pages, with its Copy button (decision 233). */
export const SignupFormForOtherPages: Story = {
  args: {
    signupForm: `<form method="post" action="https://jordan.example/newsletter/join">
  <label for="newsletter-email">Get Jordan Rivera’s newsletter by email</label>
  <input id="newsletter-email" type="email" name="email" required autocomplete="email" placeholder="you@example.com">
  <button type="submit">Subscribe</button>
</form>`,
  },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Sign-up form HTML' }) as HTMLTextAreaElement
    await expect(code.value).toContain('action="https://jordan.example/newsletter/join"')
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible()
  },
}
