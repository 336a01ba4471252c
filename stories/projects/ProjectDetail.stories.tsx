import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { PublicCommandData } from '../../web/graphql/types.ts'
import { ProjectDetail } from '../../web/pages/project/ProjectDetail.tsx'
import { maxWidth } from '../decorators.tsx'
import { heroImageUrl } from '../home/sample-data.ts'
import { sampleProjects } from '../sample-content.ts'
import { customProject, mealPlanner, sampleScreenshots } from './sample.ts'

const meta = {
  title: 'Projects/ProjectDetail',
  component: ProjectDetail,
  args: { project: { ...mealPlanner, screenshotUrls: sampleScreenshots } },
  decorators: [maxWidth(1200, { padding: 24 })],
} satisfies Meta<typeof ProjectDetail>

export default meta
type Story = StoryObj<typeof meta>

export const WithScreenshots: Story = {}

/** In progress (blue dot) with no demo link and no screenshots. */
export const InProgressWithoutScreenshots: Story = { args: { project: sampleProjects[2]! } }

/** A project with its own icon name and many technologies. */
export const CustomProject: Story = { args: { project: customProject } }

const sampleCommands: PublicCommandData[] = [
  { id: '1', command: 'npm install', description: 'Install dependencies', category: 'SETUP', example: null },
  {
    id: '2',
    command: 'npm test -- --watch',
    description: 'Run the tests again on every change',
    category: 'TESTING',
    example: 'npm test -- --watch src/planner',
  },
  {
    id: '3',
    command: 'npm run build',
    description: 'Build the production bundle',
    category: 'DEPLOYMENT',
    example: null,
  },
]

/** The Commands tab with commands in three categories, each with a copy button. */
export const CommandsTab: Story = {
  args: { commands: sampleCommands },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Commands' }))
    await expect(await canvas.findByRole('heading', { name: 'Testing' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy npm install' })).toBeVisible()
  },
}

/** The Commands tab of a project without commands: coming soon. */
export const CommandsComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Commands' }))
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/coming soon/)
  },
}

/** An uploaded hero image across the top of the header card; the description shows once, in Overview. */
export const WithHeroImage: Story = { args: { project: { ...mealPlanner, heroImageUrl } } }
