import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CONTACT_MESSAGES } from '../../web/layout/contact.ts'
import { ToastOnClick } from '../toast/ToastDemo.tsx'

/** The header contact form's two toasts, raised by a button (the decorator's ToastProvider shows them). */
const meta = {
  title: 'Chrome/Toasts',
  component: ToastOnClick,
  args: { ...CONTACT_MESSAGES.saved },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    const page = within(canvasElement.ownerDocument.body)
    // The toast code loads on the first toast (docs/decisions/150-js-diet.md): wait for it to show. Its
    // region then replaces the empty one, so the region is looked up after, not before.
    await expect((await page.findAllByText(args.title, {}, { timeout: 5000 })).length).toBeGreaterThan(0)
    await expect(await page.findByRole('region', { name: /Notifications/ })).toBeInTheDocument()
  },
} satisfies Meta<typeof ToastOnClick>

export default meta
type Story = StoryObj<typeof meta>

export const EmailSaved: Story = {}

export const InvalidEmail: Story = {
  args: { ...CONTACT_MESSAGES.invalid, variant: 'destructive' },
}
