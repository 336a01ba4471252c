import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ProjectResults } from '../../web/pages/projects/ProjectsPage.tsx'
import { sampleProjects } from '../sample-content.ts'
import { customProject } from './sample.ts'

const meta = {
  title: 'Projects/ProjectResults',
  component: ProjectResults,
  args: { projects: [...sampleProjects, customProject], view: 'grid', onClearFilters: fn() },
} satisfies Meta<typeof ProjectResults>

export default meta
type Story = StoryObj<typeof meta>

export const Grid: Story = {}

export const List: Story = { args: { view: 'list' } }

/** Nothing matches: the way out resets search and both filters. */
export const Empty: Story = {
  args: { projects: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No projects found matching your criteria')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }))
    await expect(args.onClearFilters).toHaveBeenCalledOnce()
  },
}
