import type { Meta, StoryObj } from '@storybook/react-vite'
import { ChevronRight, Pause, X } from 'lucide-react'
import { RoundIconButton } from '../../web/components/ui/RoundIconButton.tsx'

const meta = {
  title: 'UI/RoundIconButton',
  component: RoundIconButton,
  args: { label: 'Pause slideshow', children: <Pause size={16} aria-hidden="true" /> },
} satisfies Meta<typeof RoundIconButton>

export default meta
type Story = StoryObj<typeof meta>

/** 2.25 rem: the slideshow's play/pause and arrows, and the admin dialog's close button. */
export const Medium: Story = {}

/** 2.75 rem: the lightbox's close and arrows, easy to hit on a phone. */
export const Large: Story = {
  args: { size: 'lg', label: 'Close', children: <X size={20} aria-hidden="true" /> },
}

export const LargeArrow: Story = {
  args: { size: 'lg', label: 'Next screenshot', children: <ChevronRight size={22} aria-hidden="true" /> },
}
