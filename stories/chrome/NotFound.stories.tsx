import type { Meta, StoryObj } from '@storybook/react-vite'
import { NotFoundBanner } from '../../web/pages/not-found/NotFoundPage.tsx'

const meta = {
  title: 'Chrome/NotFound',
  component: NotFoundBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundBanner>

export default meta
type Story = StoryObj<typeof meta>

/** The site-wide 404. */
export const PageNotFound: Story = {
  args: {
    title: 'Page Not Found',
    subtitle: 'The page you are looking for does not exist or has moved. The stars are still here, though.',
    linkText: 'Back to home',
  },
}

/** An unknown project: the spec's 'Project not found' and 'Return to home', in the same design. */
export const ProjectNotFound: Story = {
  args: {
    title: 'Project not found',
    subtitle: 'There is no project at this address. It may have been removed, or the link is mistyped.',
    linkText: 'Return to home',
  },
}
