import { DEFAULT_ABOUT, DEFAULT_JOB_TITLE, defaultGreetings } from '../src/shared/site.ts'
import type { SiteData } from '../web/graphql/types.ts'

/** The site settings every story renders with (the app's root loader data in .storybook/preview.tsx). */
export const sampleSite: SiteData = {
  ownerName: 'Ada Example',
  ownerFirstName: 'Ada',
  jobTitle: DEFAULT_JOB_TITLE,
  avatarUrl: null,
  greetings: defaultGreetings('Ada'),
  aboutFull: DEFAULT_ABOUT.full,
  aboutShort: DEFAULT_ABOUT.short,
  careerStart: '2022-06-01',
  statLabel: 'Cups of Tea',
  statValue: '∞',
  contactEmail: 'ada@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/ada-example',
  githubUrl: 'https://github.com/ada-example',
  xUrl: null,
  mastodonUrl: null,
  scholarUrl: null,
  huggingfaceUrl: null,
  description:
    'Ada Example, fullstack machine learning engineer: projects, work experience and a little background.',
  socialImageUrl: null,
  themeDefault: 'DARK',
}

/** The four profile links the sample site leaves empty, for the stories that show every one. */
export const extraProfileLinks = {
  xUrl: 'https://x.com/ada',
  mastodonUrl: 'https://mastodon.social/@ada',
  scholarUrl: 'https://scholar.google.com/citations?user=ada',
  huggingfaceUrl: 'https://huggingface.co/ada',
} satisfies Partial<SiteData>

/** An uploaded picture stand-in, a small square drawn inline so the stories need no server. */
export const sampleAvatarUrl =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E%3Crect width='10' height='10' fill='%234338ca'/%3E%3Ccircle cx='5' cy='4' r='2' fill='%23fde68a'/%3E%3C/svg%3E"
