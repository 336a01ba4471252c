import type { Meta, StoryObj } from '@storybook/react-vite'
import type { DashboardResult } from '../../web/lib/session.ts'
import { DashboardPage } from '../../web/pages/dashboard/DashboardPage.tsx'

const reader = {
  id: '2',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Example',
  isAdmin: false,
  createdAt: '2026-02-01T10:00:00.000Z',
  hasPassword: true,
}

/** As the Dashboard query answers it: GraphQL enum names, topic slugs. */
const subscription: DashboardResult['newsletterSubscription'] = {
  isActive: true,
  isPending: false,
  subscribedAt: '2026-02-01T10:00:00.000Z',
  preferences: {
    frequency: 'MONTHLY',
    topics: ['backend-apis', 'career-tips'],
  },
}

const newsletterTopics: DashboardResult['newsletterTopics'] = [
  { slug: 'web-development', name: 'Web Development', retired: false },
  { slug: 'backend-apis', name: 'Backend & APIs', retired: false },
  { slug: 'career-tips', name: 'Career Tips', retired: false },
]

/** The whole /dashboard page; its data comes from the route loader (parameters.loaderData). */
const meta = {
  title: 'Account/DashboardPage',
  component: DashboardPage,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard',
    loaderData: { me: reader, newsletterSubscription: subscription, newsletterTopics },
  },
} satisfies Meta<typeof DashboardPage>

export default meta
type Story = StoryObj<typeof meta>

export const Subscriber: Story = {}

export const NotSubscribed: Story = {
  parameters: { loaderData: { me: reader, newsletterSubscription: null, newsletterTopics } },
}

/** An administrator gets the badge and the Admin Panel button; a user may have no email or name. */
export const Administrator: Story = {
  parameters: {
    loaderData: {
      me: { ...reader, username: 'admin', email: null, firstName: null, lastName: null, isAdmin: true },
      newsletterSubscription: null,
      newsletterTopics,
    },
  },
}
