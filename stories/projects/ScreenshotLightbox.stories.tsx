import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
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
}
