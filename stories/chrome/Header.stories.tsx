import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TooltipProvider } from '../../web/components/tooltip/Tooltip.tsx'
import { Header } from '../../web/layout/Header.tsx'

const meta = {
  title: 'Chrome/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  // RootLayout provides the tooltip timing in the app.
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div style={{ minHeight: 420 }}>
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** The Get in touch dropdown opened, as after a click on the pill button. */
export const ContactMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Get in touch' }))
    // The menu is portalled to <body>, outside the story's root.
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu')
    await expect(within(menu).getByRole('menuitem', { name: 'Send me an email' })).toBeInTheDocument()
  },
}
