import { SAMPLE_PROJECTS } from '../../src/modules/sample-content/content.ts'
import { graphqlEnumName, READER_STATES } from '../../src/shared/enums.ts'
import { commandData } from '../../web/graphql/rest-values.ts'
import type { Filters, ListState } from '../../web/pages/admin/list-query.ts'
import type { AdminTopic, AdminWelcome } from '../../web/pages/admin/newsletter/types.ts'
import type { ContactMessageData, ReaderCounts, ReaderData } from '../../web/pages/admin/queries.ts'

/** The first sample project's commands, shaped as the admin panel's GraphQL queries return them. */
export const sampleCommands = SAMPLE_PROJECTS[0]!.commands.map((c, i) =>
  commandData({ ...c, id: i + 1, projectId: 1 }),
)

/** A self-contained SVG picture, so media stories show images without any file or network. */
export function placeholderImage(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue + 40} 70% 25%)"/>
</linearGradient></defs><rect width="320" height="200" fill="url(#g)"/>
<text x="160" y="108" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** The contact inbox as the admin panel's query returns it: newest first, one already handled. */
export const sampleContactMessages: ContactMessageData[] = [
  {
    id: '3',
    email: 'grace.hopper@example.org',
    page: '/project/2',
    createdAt: '2026-03-14T09:41:00.000Z',
    handledAt: null,
  },
  { id: '2', email: 'ken@example.com', page: '/', createdAt: '2026-03-12T17:05:00.000Z', handledAt: null },
  {
    id: '1',
    email: 'margaret@example.net',
    page: '/projects',
    createdAt: '2026-03-01T08:00:00.000Z',
    handledAt: '2026-03-02T10:00:00.000Z',
  },
]

/** The owner's topics as the Newsletter screen's loader reads them: the first eight, one retired. */
export const sampleTopics: AdminTopic[] = (
  [
    ['web-development', 'Web Development'],
    ['react-frontend', 'React & Frontend'],
    ['backend-apis', 'Backend & APIs'],
    ['database-design', 'Database Design'],
    ['devops-deployment', 'DevOps & Deployment'],
    ['ui-ux-design', 'UI/UX Design'],
    ['project-showcases', 'Project Showcases'],
    ['career-tips', 'Career Tips'],
  ] as const
).map(([slug, name], i) => ({ id: String(i + 1), slug, name, retired: slug === 'project-showcases' }))

/** The welcome email as a new site has it: on (a mail server is set), the default text. */
export const sampleWelcome: AdminWelcome = {
  enabled: true,
  subject: "Welcome to Ada Example's newsletter",
  markdown: 'Thank you for subscribing, and **welcome**!',
  html: '<p>Thank you for subscribing, and <strong>welcome</strong>!</p>\n',
  defaultSubject: true,
  defaultText: false,
  mailServer: true,
}

/** Readers in each state, newest member first. */
export const sampleReaders: ReaderData[] = [
  {
    id: '14',
    username: 'ada.l',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    createdAt: '2026-03-10T12:00:00.000Z',
    state: 'ACTIVE',
    frequency: 'WEEKLY',
    topics: ['web-development', 'database-design'],
    consent: 'SIGNUP',
  },
  {
    id: '13',
    username: 'grace',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.org',
    createdAt: '2026-03-01T09:00:00.000Z',
    state: 'PENDING',
    frequency: 'MONTHLY',
    topics: [],
    consent: 'SIGNUP',
  },
  {
    id: '12',
    username: 'linus',
    firstName: 'Linus',
    lastName: null,
    email: 'linus@example.com',
    createdAt: '2026-02-20T08:30:00.000Z',
    state: 'ACTIVE',
    frequency: 'MONTHLY',
    topics: [],
    consent: 'IMPORTED',
  },
  {
    id: '10',
    username: 'ken',
    firstName: 'Ken',
    lastName: 'Thompson',
    email: 'ken@bounces.example',
    createdAt: '2026-01-18T11:15:00.000Z',
    state: 'FAILED',
    frequency: 'WEEKLY',
    topics: ['backend-apis'],
    consent: 'ADDED',
  },
  {
    id: '9',
    username: 'barbara',
    firstName: 'Barbara',
    lastName: 'Liskov',
    email: 'barbara@example.net',
    createdAt: '2026-01-05T16:45:00.000Z',
    state: 'UNSUBSCRIBED',
    frequency: 'MONTHLY',
    topics: ['career-tips'],
    consent: 'SIGNUP',
  },
  {
    id: '7',
    username: 'dennis',
    firstName: null,
    lastName: null,
    email: null,
    createdAt: '2025-12-24T10:00:00.000Z',
    state: 'NONE',
    frequency: null,
    topics: [],
    consent: null,
  },
]

const countWhere = <T>(items: readonly T[], keep: (item: T) => boolean) => items.filter(keep).length
const activeReaders = sampleReaders.filter((r) => r.state === 'ACTIVE')

/** The counts the server computes for sampleReaders. */
export const sampleReaderCounts: ReaderCounts = {
  total: sampleReaders.length,
  everyTopic: countWhere(activeReaders, (r) => r.topics.length === 0),
  byState: READER_STATES.map((state) => graphqlEnumName(state) as ReaderData['state']).map((state) => ({
    state,
    count: countWhere(sampleReaders, (r) => r.state === state),
  })),
  byFrequency: (['WEEKLY', 'MONTHLY'] as const).map((frequency) => ({
    frequency,
    count: countWhere(activeReaders, (r) => r.frequency === frequency),
  })),
  byTopic: sampleTopics
    .filter((t) => !t.retired)
    .map((t) => ({ topic: t.slug, count: countWhere(activeReaders, (r) => r.topics.includes(t.slug)) })),
}

/**
 * Where a paged list stands: `total` rows matching `search` (and `filters`), on page `page` of 50 rows
 * each.
 */
export const sampleList = (total: number, search = '', page = 1, filters: Filters = {}): ListState => ({
  search,
  page,
  pages: Math.max(1, Math.ceil(total / 50)),
  total,
  filters,
})
