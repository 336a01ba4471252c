/**
 * Site settings values both sides need: the profile link kinds (footer, admin form, GraphQL), the theme
 * choices, and the first-run defaults, which are today's sample look (issue 12). Plain constants only:
 * the public pages import this file.
 */
export const THEME_DEFAULTS = ['dark', 'system'] as const
export type ThemeDefault = (typeof THEME_DEFAULTS)[number]

/** Profile links in display order; LinkedIn and GitHub are the header's two (docs/spec.md §1), the rest optional. */
export const PROFILE_LINKS = [
  { field: 'linkedinUrl', label: 'LinkedIn', required: true },
  { field: 'githubUrl', label: 'GitHub', required: true },
  { field: 'xUrl', label: 'X', required: false },
  { field: 'mastodonUrl', label: 'Mastodon', required: false },
  { field: 'scholarUrl', label: 'Google Scholar', required: false },
  { field: 'huggingfaceUrl', label: 'Hugging Face', required: false },
] as const
export type ProfileLinkField = (typeof PROFILE_LINKS)[number]['field']

export const MAX_GREETINGS = 8

/** The first word of the owner's name: the About heading and the first greeting use it. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name

export const DEFAULT_JOB_TITLE = 'FullStack Machine Learning Engineer'

/** The five greetings, in the spec's order: who, coding, full-stack, since 2020, tea. */
export function defaultGreetings(firstName: string): string[] {
  return [
    `Hi, I'm ${firstName}.`,
    'I turn ideas into code.',
    'I build full-stack apps, from database to interface.',
    'Building things for the web since 2020.',
    'Powered by tea, one cup at a time.',
  ]
}

/** The About texts: the full bio (default) and the TL;DR summary. */
export const DEFAULT_ABOUT = {
  full: [
    'I am a full-stack engineer who fell for machine learning. I have been building things for the web since 2020, and these days most of what I ship has a model somewhere inside it.',
    'My work spans the whole path from data to interface: cleaning and labelling datasets, training and evaluating models, serving them behind fast APIs, and designing the screens people actually use. I care about tests, clear code and small, reversible steps.',
    'When I am not coding I am probably reading about new research, tinkering with side projects, or brewing another pot of tea.',
  ].join('\n\n'),
  short:
    'Full-stack engineer building ML-powered products end to end: data, models, APIs and interfaces. Fuelled by tea.',
} as const

/** Experience counts from 2022, minus one before June: a career that started 1 June 2022 (docs/spec.md §2). */
export const DEFAULT_CAREER_START = '2022-06-01'

export const DEFAULT_THIRD_STAT = { label: 'Cups of Tea', value: '∞' } as const

export const defaultDescription = (ownerName: string, jobTitle: string) =>
  `${ownerName}, ${jobTitle.toLowerCase()}: projects, work experience and a little background.`
