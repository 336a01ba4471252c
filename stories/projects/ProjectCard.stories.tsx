import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProjectCard } from '../../web/pages/projects/ProjectCard.tsx'
import { maxWidth } from '../decorators.tsx'
import { sampleProjects } from '../sample-content.ts'
import { customProject, mealPlanner, screenshotImage } from './sample.ts'

const meta = {
  title: 'Projects/ProjectCard',
  component: ProjectCard,
  args: { project: mealPlanner, view: 'grid' },
  decorators: [maxWidth(380, { padding: 24 })],
} satisfies Meta<typeof ProjectCard>

export default meta
type Story = StoryObj<typeof meta>

/** A sample project without a hero image: its decorative visual stands in. Five technologies: 3 + '+2'. */
export const GridCard: Story = {}

export const GridCardWithHeroImage: Story = {
  args: { project: { ...sampleProjects[2]!, heroImageUrl: screenshotImage(190, 'Hero') } },
}

/** Neither a hero image nor a sample title: the project's icon on a tinted tile. */
export const GridCardIconPlaceholder: Story = {
  args: { project: customProject },
}

/** Four chips and '+N more' in the list layout. */
export const ListCardManyTechnologies: Story = {
  args: { project: customProject, view: 'list' },
  decorators: [maxWidth(1000, { padding: 24 })],
}

export const ListCardWithHeroImage: Story = {
  args: { project: { ...mealPlanner, heroImageUrl: screenshotImage(140, 'Hero') }, view: 'list' },
  decorators: [maxWidth(1000, { padding: 24 })],
}

/** No demo and no source link: the footer disappears. */
export const WithoutLinks: Story = {
  args: { project: sampleProjects[4]! },
}
