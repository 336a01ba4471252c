import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ProjectForm } from '../../web/pages/admin/ProjectForm.tsx'
import { sampleProjects } from '../sample-content.ts'

const meta = {
  title: 'Admin/ProjectForm',
  component: ProjectForm,
  args: { project: null, onCancel: fn() },
} satisfies Meta<typeof ProjectForm>

export default meta
type Story = StoryObj<typeof meta>

/** An empty form that creates a project. */
export const NewProject: Story = {
  play: async ({ canvas, userEvent }) => {
    const title = canvas.getByLabelText('Title')
    await expect(title).toHaveValue('')
    await userEvent.type(title, 'Semantic Search')
    await expect(title).toHaveValue('Semantic Search')
    await expect(canvas.getByRole('button', { name: 'Create Project' })).toBeEnabled()
  },
}

/** Editing starts from the saved project. */
export const EditProject: Story = {
  args: { project: sampleProjects[0]! },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Title')).toHaveValue(args.project!.title)
    await expect(canvas.getByRole('button', { name: 'Update Project' })).toBeEnabled()
  },
}

/** Submitting an empty form shows the required-field errors next to their fields; nothing is sent. */
export const RequiredFieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Project' }))
    await expect(await canvas.findByText('Title is required')).toBeVisible()
    await expect(canvas.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The demo and source links must be URLs. */
export const InvalidUrls: Story = {
  args: { project: { ...sampleProjects[1]!, demoUrl: 'not a url', githubUrl: 'github.com/x' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update Project' }))
    await expect(canvas.getByLabelText('Demo URL')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByLabelText('GitHub URL')).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The icon picker previews every icon the spec names; 'Automatic' (no iconName) follows the title. */
export const IconPicker: Story = {
  args: { project: { ...sampleProjects[0]!, iconName: 'brain' } },
  play: async ({ canvas, userEvent }) => {
    const picker = canvas.getByRole('radiogroup', { name: 'Icon' })
    await expect(canvas.getByRole('radio', { name: 'brain' })).toBeChecked()
    await expect(picker.querySelectorAll('input[type="radio"]')).toHaveLength(10)
    await userEvent.click(canvas.getByRole('radio', { name: 'file-search' }))
    await expect(canvas.getByRole('radio', { name: 'file-search' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Automatic (from the title)' }))
    await expect(canvas.getByRole('radio', { name: 'Automatic (from the title)' })).toBeChecked()
  },
}
