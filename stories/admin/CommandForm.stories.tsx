import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { CommandForm } from '../../web/pages/admin/CommandsManager.tsx'
import { sampleCommands } from './sample.ts'

const meta = {
  title: 'Admin/CommandForm',
  component: CommandForm,
  args: { projectId: '1', command: null, onCancel: fn() },
} satisfies Meta<typeof CommandForm>

export default meta
type Story = StoryObj<typeof meta>

/** An empty form in the General category; Cancel closes it without saving. */
export const NewCommand: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Command')).toHaveValue('')
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Testing')
    await expect(canvas.getByLabelText('Category')).toHaveValue('Testing')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalled()
  },
}

/** Editing starts from the saved command. */
export const EditCommand: Story = {
  args: { command: sampleCommands[1]! },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Command')).toHaveValue(args.command!.command)
    await expect(canvas.getByLabelText('Command description')).toHaveValue(args.command!.description)
    await expect(canvas.getByRole('button', { name: 'Update Command' })).toBeEnabled()
  },
}

/** Command and description are required; the category defaults to General. */
export const RequiredFieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Category')).toHaveValue('General')
    await userEvent.click(canvas.getByRole('button', { name: 'Add Command' }))
    await expect(await canvas.findAllByRole('alert')).toHaveLength(2)
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}
