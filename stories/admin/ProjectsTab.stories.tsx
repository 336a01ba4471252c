import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProjectsTab } from '../../web/pages/admin/ProjectsTab.tsx'
import { sampleProjects } from '../sample-content.ts'
import { sampleCommands } from './sample.ts'

const meta = {
  title: 'Admin/ProjectsTab',
  component: ProjectsTab,
  args: { projects: sampleProjects, commands: { [sampleProjects[0]!.id]: sampleCommands } },
} satisfies Meta<typeof ProjectsTab>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}

export const Empty: Story = { args: { projects: [] } }

/** Editing opens one dialog with the project form, its media and its commands. */
export const EditDialog: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit AI Meal Planner' }))
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    await expect(dialog.getByLabelText('Title')).toHaveValue('AI Meal Planner')
    await expect(await dialog.findByText('npm install')).toBeVisible()
    // What saves at once sits in its own labelled sections below the form and its actions.
    await expect(dialog.getByRole('region', { name: 'Media' })).toBeVisible()
    await expect(dialog.getByRole('region', { name: 'Commands' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Update Project' })).toBeVisible()
  },
}

/** Cancel and the close button both leave the dialog without saving. */
export const CancelAndClose: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: 'Add Project' }))
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await expect(body.queryByRole('dialog')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Focus Timer' }))
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Close' }))
    await expect(body.queryByRole('dialog')).toBeNull()
  },
}

/** Delete asks first. */
export const ConfirmingDelete: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Focus Timer' }))
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alertdialog')).toBeVisible()
  },
}
