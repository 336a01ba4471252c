import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AdminPage } from '../../web/pages/admin/AdminPage.tsx'

/**
 * The layout of every /admin screen: title, Logout and the tab strip of links; its data comes from the
 * layout route's loader (parameters.loaderData). Each screen has stories of its own.
 */
const meta = {
  title: 'Admin/AdminPage',
  component: AdminPage,
  parameters: {
    layout: 'fullscreen',
    route: '/admin/projects',
    loaderData: { access: 'admin', unread: 2 },
  },
} satisfies Meta<typeof AdminPage>

export default meta
type Story = StoryObj<typeof meta>

/** The current screen's link says so (aria-current); the Inbox link's name carries the unread count. */
export const TabStrip: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Content to manage' })
    await expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('link', { name: 'Work Experience' })).not.toHaveAttribute(
      'aria-current',
    )
    await expect(within(nav).getByRole('link', { name: /^Inbox.*2 unread$/ })).toHaveAttribute(
      'href',
      '/admin/inbox',
    )
  },
}

/** A signed-in user without admin rights. */
export const AccessDenied: Story = {
  parameters: { loaderData: { access: 'denied' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  },
}
