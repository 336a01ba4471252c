import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { projectCardProps } from '../../web/components/social-card/project-card.ts'
import { HomeSocialCard, ProjectSocialCard } from '../../web/components/social-card/SocialCard.tsx'
import { customProject, mealPlanner } from '../projects/sample.ts'
import { sampleProjects } from '../sample-content.ts'

/**
 * The link previews the server draws with satori (src/modules/seo/social-cards.tsx): the same React
 * trees, shown at their real 1200×630 size. The PNG itself is made on the server; these show its layout.
 */
const owner = { ownerName: 'Ada Example', siteHost: 'localhost:3000' }

const meta = {
  title: 'Sharing/SocialCard',
  component: ProjectSocialCard,
  parameters: { layout: 'fullscreen' },
  args: projectCardProps(mealPlanner, owner),
} satisfies Meta<typeof ProjectSocialCard>

export default meta
type Story = StoryObj<typeof meta>

export const Project: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(mealPlanner.title)).toBeVisible()
    await expect(canvas.getByText('Completed')).toBeVisible()
  },
}

/** A long title, many technologies, another palette and status. */
export const LongTitleAndManyTechnologies: Story = {
  args: projectCardProps(
    { ...customProject, title: 'Semantic Search Playground for Embedding Model Comparisons' },
    owner,
  ),
}

/** Every sample project's palette and icon. */
export const EveryPalette: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      {sampleProjects.map((project) => (
        <ProjectSocialCard key={project.id} {...projectCardProps(project, owner)} />
      ))}
    </div>
  ),
}

export const Home: Story = {
  render: () => (
    <HomeSocialCard
      name={owner.ownerName}
      jobTitle="FullStack Machine Learning Engineer"
      siteHost={owner.siteHost}
      avatarSrc={null}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('AE')).toBeVisible()
  },
}
