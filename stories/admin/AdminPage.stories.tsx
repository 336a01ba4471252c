import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AdminPage } from '../../web/pages/admin/AdminPage.tsx'
import { sampleSite } from '../sample-site.ts'
import { sampleAdminArea, sampleCommands, sampleProjects, sampleWorkExperiences } from './sample.ts'

/** The whole /admin page; its data comes from the route loader (parameters.loaderData). */
const meta = {
  title: 'Admin/AdminPage',
  component: AdminPage,
  parameters: {
    layout: 'fullscreen',
    loaderData: {
      access: 'admin',
      projects: sampleProjects,
      workExperiences: sampleWorkExperiences,
      site: sampleSite,
      admin: sampleAdminArea,
    },
    graphql: { AdminProjectCommands: { project: { id: '1', commands: sampleCommands } } },
  },
} satisfies Meta<typeof AdminPage>

export default meta
type Story = StoryObj<typeof meta>

export const ProjectsTab: Story = {}

export const WorkExperienceTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Work Experience' }))
    await expect(canvas.getByRole('heading', { name: 'Work Experience' })).toBeVisible()
  },
}

export const SiteTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Site' }))
    await expect(canvas.getByRole('heading', { name: 'Site', level: 2 })).toBeVisible()
  },
}

/** The Inbox tab's name carries the unread count. */
export const InboxTab: Story = {
  play: async ({ canvas, userEvent }) => {
    const tab = canvas.getByRole('tab', { name: /^Inbox.*2 unread$/ })
    await userEvent.click(tab)
    await expect(canvas.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  },
}

export const SubscribersTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Subscribers' }))
    await expect(canvas.getByRole('heading', { name: 'Subscribers' })).toBeVisible()
  },
}

/** A signed-in user without admin rights. */
export const AccessDenied: Story = {
  parameters: { loaderData: { access: 'denied' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  },
}
