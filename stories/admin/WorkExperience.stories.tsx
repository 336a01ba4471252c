import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { WorkExperienceForm, WorkExperienceTab } from '../../web/pages/admin/WorkExperienceTab.tsx'
import { sampleWorkExperiences } from '../sample-content.ts'

const meta = {
  title: 'Admin/WorkExperienceTab',
  component: WorkExperienceTab,
  args: { items: sampleWorkExperiences },
} satisfies Meta<typeof WorkExperienceTab>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}

export const Empty: Story = { args: { items: [] } }

/** "Add Work Experience" opens the form in a modal dialog. */
export const AddDialog: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Work Experience' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog')
    await expect(dialog).toHaveAccessibleName('Add Work Experience')
  },
}

/** The form on its own, as the dialog shows it. */
export const Form: StoryObj<typeof WorkExperienceForm> = {
  render: (args) => <WorkExperienceForm {...args} />,
  args: { item: sampleWorkExperiences.at(-1)!, onCancel: fn() },
  // The form starts from the saved position; Cancel closes it.
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Position')).toHaveValue(args.item!.position)
    await expect(canvas.getByLabelText('Company')).toHaveValue(args.item!.company)
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

/** Every field is required. */
export const FormRequiredFieldErrors: StoryObj<typeof WorkExperienceForm> = {
  render: (args) => <WorkExperienceForm {...args} />,
  args: { item: null, onCancel: fn() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Work Experience' }))
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThanOrEqual(6)
  },
}
