import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Footer } from '../../web/layout/Footer.tsx'
import { extraProfileLinks, sampleSite } from '../sample-site.ts'

/** Every page's footer: owner, profile links, the newsletter and the copyright line. */
const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  args: { site: sampleSite },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

/** LinkedIn and GitHub, as out of the box. */
export const Default: Story = {}

/** All six profile links, each with its icon and a name that says it opens a new tab. */
export const EveryProfileLink: Story = {
  args: {
    site: { ...sampleSite, ...extraProfileLinks },
  },
  play: async ({ canvas }) => {
    for (const name of ['LinkedIn', 'GitHub', 'X', 'Mastodon', 'Google Scholar', 'Hugging Face'])
      await expect(canvas.getByRole('link', { name: `${name} (opens in a new tab)` })).toBeVisible()
  },
}

/** At the narrowest supported width the footer wraps instead of scrolling sideways. */
export const Narrow: Story = {
  ...EveryProfileLink,
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector('footer')!
    await expect(footer.scrollWidth).toBeLessThanOrEqual(320)
  },
}
