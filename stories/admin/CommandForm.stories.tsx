import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { CommandForm } from '../../web/pages/admin/CommandsManager.tsx'
import { sampleCommands } from './sample.ts'

const meta = {
  title: 'Admin/CommandForm',
  component: CommandForm,
  args: { projectId: '1', command: null, onDone: fn() },
} satisfies Meta<typeof CommandForm>

export default meta
type Story = StoryObj<typeof meta>

export const NewCommand: Story = {}

export const EditCommand: Story = {
  args: { command: sampleCommands[1]! },
}

/** Command and description are required; the category defaults to General. */
export const RequiredFieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Category')).toHaveValue('General')
    await userEvent.click(canvas.getByRole('button', { name: 'Add Command' }))
    await expect(await canvas.findAllByRole('alert')).toHaveLength(2)
    await expect(args.onDone).not.toHaveBeenCalled()
  },
}
