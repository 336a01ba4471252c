import type { Meta, StoryObj } from '@storybook/react-vite'
import { NotFoundBanner, NotFoundPage } from '../../web/pages/not-found/NotFoundPage.tsx'

const meta = {
  title: 'Chrome/NotFound',
  component: NotFoundBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundBanner>

export default meta
type Story = StoryObj<typeof meta>

/** The site-wide 404: stars under the night sky, the sky under the day one (the theme toolbar switches). */
export const PageNotFound: Story = {
  args: { title: 'Page Not Found', subtitle: '', linkText: 'Back to home' },
  render: () => <NotFoundPage />,
}

/** An unknown project: the spec's 'Project not found' and 'Return to home', in the same design. */
export const ProjectNotFound: Story = {
  args: {
    title: 'Project not found',
    subtitle: 'There is no project at this address. It may have been removed, or the link is mistyped.',
    linkText: 'Return to home',
  },
}
