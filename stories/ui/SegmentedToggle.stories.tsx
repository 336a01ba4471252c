import type { Meta, StoryObj } from '@storybook/react-vite'
import { GalleryHorizontal, LayoutGrid, List } from 'lucide-react'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { SegmentedToggle } from '../../web/components/ui/SegmentedToggle.tsx'

const meta = {
  title: 'UI/SegmentedToggle',
  component: SegmentedToggle,
  args: {
    label: 'Screenshot display',
    options: [
      { value: 'slideshow', label: 'Slideshow', Icon: GalleryHorizontal },
      { value: 'gallery', label: 'Gallery', Icon: LayoutGrid },
    ],
    value: 'slideshow',
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <SegmentedToggle
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next)
          setValue(next)
        }}
      />
    )
  },
} satisfies Meta<typeof SegmentedToggle>

export default meta
type Story = StoryObj<typeof meta>

/** Icons with text, as the screenshots showcase uses it; the chosen segment is pressed. */
export const WithText: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gallery' }))
    await expect(canvas.getByRole('button', { name: 'Gallery' })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('button', { name: 'Slideshow' })).toHaveAttribute('aria-pressed', 'false')
    await expect(args.onChange).toHaveBeenCalledWith('gallery')
  },
}

/** Icons only, as the /projects filters bar uses it: each label is the button's name and tooltip. */
export const IconOnly: Story = {
  args: {
    label: 'Layout',
    iconOnly: true,
    value: 'grid',
    options: [
      { value: 'grid', label: 'Grid view', Icon: LayoutGrid, iconSize: 18 },
      { value: 'list', label: 'List view', Icon: List, iconSize: 18 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute('title', 'List view')
  },
}
