import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CommandsManager } from '../../web/pages/admin/CommandsManager.tsx'
import { sampleCommands } from './sample.ts'

/** The commands section of the project dialog; its list comes from the Projects screen's loader. */
const meta = {
  title: 'Admin/CommandsManager',
  component: CommandsManager,
  args: { projectId: '1', commands: sampleCommands },
} satisfies Meta<typeof CommandsManager>

export default meta
type Story = StoryObj<typeof meta>

export const WithCommands: Story = {}

export const NoCommands: Story = {
  args: { commands: [] },
}

/** "Add Command" opens the inline form above the list. */
export const AddingACommand: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Command' }))
    await expect(canvas.getByRole('form', { name: 'New command' })).toBeVisible()
  },
}

/** Delete asks first, in an alert dialog. */
export const ConfirmingDelete: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete command npm install' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog')
    await expect(dialog).toHaveTextContent('Are you sure you want to delete "npm install"?')
  },
}
