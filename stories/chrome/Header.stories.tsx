import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { TooltipProvider } from '../../web/components/tooltip/Tooltip.tsx'
import { Header } from '../../web/layout/Header.tsx'
import { sampleSite } from '../sample-site.ts'

const meta = {
  title: 'Chrome/Header',
  component: Header,
  args: { site: sampleSite },
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

const reader = { username: 'grace', firstName: 'Grace', lastName: 'Reader', isAdmin: false }

/** A signed-in reader: the account entry (initials) beside Get in touch. */
export const SignedIn: Story = {
  parameters: { rootData: { me: reader } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Account: Grace Reader' })).toBeVisible()
  },
}

/** The account menu opened: who is signed in, Dashboard, Log out. */
export const AccountMenuOpen: Story = {
  parameters: { rootData: { me: reader } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Account: Grace Reader' }))
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu')
    await expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument()
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument()
  },
}

/** Once the page scrolls under it the header turns frosted dark (transparent at the top). */
export const Scrolled: Story = {
  decorators: [
    (Story) => (
      <div style={{ minHeight: 2000, background: 'linear-gradient(#fdf2f8, #c7d2fe)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!
    view.scrollTo({ top: 400, behavior: 'instant' })
    const banner = within(canvasElement).getByRole('banner')
    await waitFor(() => expect(banner).toHaveAttribute('data-scrolled', 'true'))
  },
}

/** At 320 px the name gives way to a solid monogram. */
export const NarrowMonogram: Story = {
  globals: { viewport: { value: 'phone320' } },
}

/** The theme menu opened (issue 15 item 20): Dark, Light and System, the current choice checked. */
export const ThemeMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: Dark' }))
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'Theme: Dark' })
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3)
  },
}

/** The light theme (toolbar: Theme): dark text over the page, the button naming the choice. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Theme: Light' })).toBeVisible()
  },
}

/** Following the visitor's system (the owner's optional default): light or dark as the system says. */
export const SystemTheme: Story = {
  globals: { theme: 'system' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Theme: System' })).toBeVisible()
  },
}

/** Scrolled in the light theme: the bar frosts in the light page colour. */
export const LightScrolled: Story = {
  ...Scrolled,
  globals: { theme: 'light' },
}
