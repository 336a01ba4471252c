import type { Meta, StoryObj } from '@storybook/react-vite'
import { CanvasBanner } from '../../web/components/banner/CanvasBanner.tsx'

const meta = {
  title: 'Chrome/CanvasBanner',
  component: CanvasBanner,
  parameters: { layout: 'fullscreen' },
  args: {},
} satisfies Meta<typeof CanvasBanner>

export default meta
type Story = StoryObj<typeof meta>

/** No props: the spec's default title, Connect Three. */
export const Default: Story = {}

export const WithTitleAndSubtitle: Story = {
  args: {
    title: 'Projects',
    subtitle: 'Things I have built, from weekend experiments to production systems.',
  },
}

export const SecondaryHeading: Story = {
  args: { title: 'Stay in touch', subtitle: 'An h2 for a banner inside a page.', headingLevel: 2 },
}

export const FullHeight: Story = {
  args: { title: 'Page Not Found', subtitle: 'Fills the viewport below the header.', fullHeight: true },
}

/** The light theme: a pastel day sky, the constellation drawn in slate and indigo, dark text. */
export const Light: Story = {
  args: {
    title: 'Projects',
    subtitle: 'Things I have built, from weekend experiments to production systems.',
  },
  globals: { theme: 'light' },
}
