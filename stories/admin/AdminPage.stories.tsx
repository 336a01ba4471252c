import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AdminPage } from '../../web/pages/admin/AdminPage.tsx'
import { sampleCommands, sampleProjects, sampleWorkExperiences } from './sample.ts'

/** The whole /admin page; its data comes from the route loader (parameters.loaderData). */
const meta = {
  title: 'Admin/AdminPage',
  component: AdminPage,
  parameters: {
    layout: 'fullscreen',
    loaderData: { access: 'admin', projects: sampleProjects, workExperiences: sampleWorkExperiences },
    urql: { AdminProjectCommands: { project: { id: '1', commands: sampleCommands } } },
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

/** A signed-in user without admin rights. */
export const AccessDenied: Story = {
  parameters: { loaderData: { access: 'denied' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  },
}
