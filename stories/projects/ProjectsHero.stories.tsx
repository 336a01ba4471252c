import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProjectsHero } from '../../web/pages/projects/ProjectsHero.tsx'

const meta = {
  title: 'Projects/ProjectsHero',
  component: ProjectsHero,
} satisfies Meta<typeof ProjectsHero>

export default meta

export const Default: StoryObj<typeof meta> = {}
