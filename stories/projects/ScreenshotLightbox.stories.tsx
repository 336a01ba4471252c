import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { ScreenshotLightbox } from '../../web/components/screenshots/ScreenshotLightbox.tsx'
import { sampleScreenshots } from './sample.ts'

const meta = {
  title: 'Projects/ScreenshotLightbox',
  component: ScreenshotLightbox,
  args: {
    title: 'AI Meal Planner',
    screenshots: sampleScreenshots,
    index: 1,
    open: true,
    onIndexChange: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ScreenshotLightbox>

export default meta
type Story = StoryObj<typeof meta>

/** Open on the second screenshot; arrows, swipes and Esc report through the callbacks. */
export const Open: Story = {
  render: (args) => {
    const [index, setIndex] = useState(args.index)
    return (
      <ScreenshotLightbox
        {...args}
        index={index}
        onIndexChange={(i) => {
          args.onIndexChange(i)
          setIndex(i)
        }}
      />
    )
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'AI Meal Planner screenshots',
      }),
    )
    await expect(dialog.getByRole('img')).toHaveAccessibleName('AI Meal Planner screenshot 2')
    await userEvent.click(dialog.getByRole('button', { name: 'Next screenshot' }))
    await expect(dialog.getByText('3 / 4')).toBeVisible()
    // The arrow keys move too, wrapping around after the last one.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(dialog.getByRole('img')).toHaveAccessibleName('AI Meal Planner screenshot 1')
    await userEvent.click(dialog.getByRole('button', { name: 'Previous screenshot' }))
    await expect(dialog.getByText('4 / 4')).toBeVisible()
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3)
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}
