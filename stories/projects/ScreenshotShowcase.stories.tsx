import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ScreenshotShowcase } from '../../web/components/screenshots/ScreenshotShowcase.tsx'
import { maxWidth } from '../decorators.tsx'
import { sampleScreenshots } from './sample.ts'

const meta = {
  title: 'Projects/ScreenshotShowcase',
  component: ScreenshotShowcase,
  args: { title: 'AI Meal Planner', screenshots: sampleScreenshots },
  decorators: [maxWidth(820, { padding: 24 })],
} satisfies Meta<typeof ScreenshotShowcase>

export default meta
type Story = StoryObj<typeof meta>

/** Autoplays every 4 s (not under reduced motion); picking a thumbnail stops it. */
export const Slideshow: Story = {}

/** Every screenshot as a thumbnail; one opens the full-screen lightbox, and Esc brings focus back to it. */
export const Gallery: Story = {
  args: { initialMode: 'gallery' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Gallery' })).toHaveAttribute('aria-pressed', 'true')
    const second = canvas.getByRole('button', { name: 'Open AI Meal Planner screenshot 2' })
    await userEvent.click(second)
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog')
    await expect(within(dialog).getByText('2 / 4')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await expect(second).toHaveFocus()
  },
}

/** One screenshot: no arrows, no thumbnails, nothing to autoplay. */
export const SingleScreenshot: Story = { args: { screenshots: sampleScreenshots.slice(0, 1) } }

/** No screenshots: the showcase renders nothing at all. */
export const NoScreenshots: Story = { args: { screenshots: [] } }

/** Picking a screenshot stops the slideshow and shows the choice. */
export const PickStopsAutoplay: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show AI Meal Planner screenshot 3' }))
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await expect(canvas.getByText('3 / 4')).toBeVisible()
  },
}
