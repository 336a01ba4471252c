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
