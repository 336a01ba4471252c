import type { AdminIssue, IssueAudience } from '../../web/pages/admin/newsletter/types.ts'

const base = {
  slug: 'notes',
  markdown: '## What changed\n\nHello **readers**.',
  html: '<h2>What changed</h2>\n<p>Hello <strong>readers</strong>.</p>\n',
  sentAt: null,
  editedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  scheduledAt: null,
  scheduleRefusedAt: null,
  scheduleRefusal: null,
  featureImageUrl: null,
  featureImageAlt: '',
  featureImageDecorative: false,
  undescribedImages: [],
}

export const sampleIssues: AdminIssue[] = [
  {
    ...base,
    id: 3,
    title: 'Shipping a model in a week',
    topics: [],
    status: 'draft',
    progress: { total: 0, sent: 0, failed: 0, remaining: 0 },
    waiting: null,
  },
  {
    ...base,
    id: 2,
    title: 'Notes from the lab',
    topics: ['career-tips', 'project-showcases'],
    status: 'sending',
    progress: { total: 120, sent: 48, failed: 2, remaining: 70 },
    waiting: '70 deliveries are waiting for a send slot (the send rate is shared by every instance)',
  },
  {
    ...base,
    id: 1,
    title: 'Hello, readers',
    topics: [],
    status: 'sent',
    sentAt: '2026-11-01T09:00:00.000Z',
    progress: { total: 96, sent: 96, failed: 0, remaining: 0 },
    waiting: null,
  },
]

const picture = (label: string, hue: number) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="hsl(${hue} 60% 40%)"/><text x="80" y="56" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${label}</text></svg>`)}`

/** A draft with an image described, one not, and a feature image: what the composer flags. */
export const issueWithImages: AdminIssue = {
  ...sampleIssues[0]!,
  id: 4,
  title: 'Pictures from the lab',
  markdown: `Our new rig:\n\n![The rig on the bench](${picture('Rig', 200)})\n\nAnd the view:\n\n![](${picture('View', 30)})`,
  featureImageUrl: picture('Feature', 260),
  featureImageAlt: 'The lab at night',
}

/** A scheduled draft, and one whose scheduled send did not go and which has an image without a description. */
export const scheduledIssues: AdminIssue[] = [
  { ...sampleIssues[0]!, id: 6, title: 'Going out on Friday', scheduledAt: '2026-12-04T08:00:00.000Z' },
  {
    ...sampleIssues[0]!,
    id: 5,
    title: 'Not sent yet',
    scheduleRefusedAt: '2026-11-27T08:00:00.000Z',
    scheduleRefusal:
      'Nobody would get this issue · 3 skipped: 3 already got an issue in the last 30 days (they chose at most monthly). It was not sent and stays a draft.',
    undescribedImages: [{ position: 2, src: `/media/${'ab12'.repeat(16)}.png` }],
  },
]

/** What the Send dialog reads before the owner clicks: some readers reached, some skipped. */
export const sampleAudience: IssueAudience = {
  recipients: 42,
  summary:
    '42 readers will get this issue · 3 skipped: 3 already got an issue in the last 30 days (they chose at most monthly)',
}

/** A send that would reach nobody: the dialog says so and offers no Send. */
export const nobodyAudience: IssueAudience = {
  recipients: 0,
  summary:
    'Nobody would get this issue · 3 skipped: 3 already got an issue in the last 30 days (they chose at most monthly)',
}

/**
 * The Newsletter tab asks the server to render its Markdown previews; a story answers those calls in the
 * browser so the real components render without a server. Returns the function that puts fetch back.
 */
export function stubNewsletterApi(): () => void {
  const original = window.fetch
  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      location.href,
    )
    const json = (body: unknown) => Response.json(body)
    if (url.pathname === '/api/newsletter/issues/preview') {
      const { markdown } = JSON.parse(String(init?.body ?? '{}')) as { markdown: string }
      // Stands in for the server's renderer: enough to show the preview pane filled in.
      return json({ html: markdown ? `<p>${markdown.replace(/[<>&]/g, '')}</p>` : '' })
    }
    return original(input, init)
  }
  window.fetch = stub as typeof fetch
  return () => {
    window.fetch = original
  }
}
