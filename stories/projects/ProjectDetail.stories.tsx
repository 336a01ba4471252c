import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProjectDetail } from '../../web/pages/project/ProjectDetail.tsx'
import { customProject, mealPlanner, sampleProjects, sampleScreenshots } from './sample.ts'

const meta = {
  title: 'Projects/ProjectDetail',
  component: ProjectDetail,
  args: { project: { ...mealPlanner, screenshotUrls: sampleScreenshots } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProjectDetail>

export default meta
type Story = StoryObj<typeof meta>

export const WithScreenshots: Story = {}

/** In progress (blue dot) with no demo link and no screenshots. */
export const InProgressWithoutScreenshots: Story = { args: { project: sampleProjects[2]! } }

/** A project with its own icon name and many technologies. */
export const CustomProject: Story = { args: { project: customProject } }
