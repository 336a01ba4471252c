import {
  COMMAND_CATEGORIES,
  FREQUENCIES,
  graphqlEnumName,
  MAIL_LOG_STATES,
  PROJECT_STATUSES,
  READER_CONSENTS,
  READER_STATES,
  WORK_EXPERIENCE_TYPES,
} from '../../shared/enums.ts'
import { ISSUE_STATUSES } from '../../shared/newsletter-issues.ts'
import { THEME_DEFAULTS } from '../../shared/site.ts'
import { builder } from '../builder.ts'

/**
 * A GraphQL enum over one of the shared value sets. GraphQL names must be identifiers (IN_PROGRESS), while
 * the services and REST keep the spec's values ('in-progress'): Pothos maps between the two, so resolvers
 * return the stored value unchanged.
 */
function valueEnum<T extends string>(name: string, values: readonly T[], description: string) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(
      values.map((value) => [graphqlEnumName(value), { value, description: `'${value}' in the REST API.` }]),
    ) as Record<string, { value: T; description: string }>,
  })
}

export const ProjectStatusEnum = valueEnum('ProjectStatus', PROJECT_STATUSES, 'Where a project stands.')
export const CommandCategoryEnum = valueEnum(
  'CommandCategory',
  COMMAND_CATEGORIES,
  'What a documented command is for.',
)
export const WorkExperienceTypeEnum = valueEnum(
  'WorkExperienceType',
  WORK_EXPERIENCE_TYPES,
  'Whether a position is the current role or a past one.',
)
export const NewsletterFrequencyEnum = valueEnum(
  'NewsletterFrequency',
  FREQUENCIES,
  'How often the newsletter is sent.',
)
export const ThemeDefaultEnum = valueEnum(
  'ThemeDefault',
  THEME_DEFAULTS,
  "The colour theme a visitor who has not chosen one sees: dark, or the visitor's system setting.",
)
export const ReaderStateEnum = valueEnum(
  'ReaderState',
  READER_STATES,
  'Where a reader stands: receiving the newsletter, waiting to confirm, subscribed but their mail fails, unsubscribed, or never subscribed.',
)
export const ReaderConsentEnum = valueEnum(
  'ReaderConsent',
  READER_CONSENTS,
  'How a subscription began: the reader signed up on the site, came in an import the owner vouched for, or was added by the owner.',
)
export const MailLogStateEnum = valueEnum(
  'MailLogState',
  MAIL_LOG_STATES,
  'Where a logged message stands: waiting to go, waiting again after a failed attempt, sent, or given up.',
)

/** The period picker's choices; '7d' and friends are not GraphQL names, so each gets one. */
export const InsightPeriodEnum = builder.enumType('InsightPeriod', {
  description: 'Which days the Insights cover, all UTC days ending today except a custom range.',
  values: {
    TODAY: { value: 'today', description: 'Today so far.' },
    LAST_7_DAYS: { value: '7d', description: 'Today and the 6 days before it.' },
    LAST_30_DAYS: { value: '30d', description: 'Today and the 29 days before it.' },
    LAST_12_MONTHS: { value: '12m', description: 'Today and the 364 days before it.' },
    CUSTOM: { value: 'custom', description: 'The days from `from` to `to`, both included.' },
  } as const,
})

export const InsightBucketEnum = builder.enumType('InsightBucket', {
  description: 'How long each point of an Insights series is.',
  values: {
    HOUR: { value: 'hour', description: 'An hour (the period is today).' },
    DAY: { value: 'day', description: 'A UTC day.' },
    MONTH: { value: 'month', description: 'A calendar month (periods longer than three months).' },
  } as const,
})

export const InsightDimensionEnum = builder.enumType('InsightDimension', {
  description: 'What an Insights breakdown groups by.',
  values: {
    PAGE: { value: 'page', description: 'Pages, by page views.' },
    PROJECT: { value: 'project', description: 'Project pages, by views; labelled with the project title.' },
    OUTBOUND: {
      value: 'outbound',
      description: 'Links off the site, by clicks (the URL without its query).',
    },
    SIGNUP: {
      value: 'signup',
      description: 'Pages where readers signed up for the newsletter, by sign-ups.',
    },
    SOURCE: { value: 'source', description: 'Referring hosts, by page views; empty is direct or hidden.' },
    UTM_SOURCE: { value: 'utm_source', description: 'utm_source of campaign links.' },
    UTM_MEDIUM: { value: 'utm_medium', description: 'utm_medium of campaign links.' },
    UTM_CAMPAIGN: { value: 'utm_campaign', description: 'utm_campaign of campaign links.' },
    COUNTRY: {
      value: 'country',
      description: "Countries (ISO 3166-1 alpha-2, from the browser's time zone).",
    },
    DEVICE: { value: 'device', description: 'Device classes: mobile, tablet, desktop.' },
    BROWSER: { value: 'browser', description: 'Browsers.' },
    OS: { value: 'os', description: 'Operating systems.' },
  } as const,
})
export const NewsletterIssueStatusEnum = valueEnum(
  'NewsletterIssueStatus',
  ISSUE_STATUSES,
  'Where an issue stands: a draft, being sent, paused while sending, sent, or sent and then taken off the archive.',
)
