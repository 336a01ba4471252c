import { GraphQLError } from 'graphql'
import {
  BREAKDOWN_DIMENSIONS,
  type SeriesPoint,
  type Totals,
  type VitalsRow,
} from '../../db/insight-reports.ts'
import {
  type InsightCount,
  type InsightsReport,
  insightsReport,
  rangeOf,
} from '../../modules/insight-reports/service.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'
import { InsightBucketEnum, InsightDimensionEnum, InsightPeriodEnum } from './enums.ts'
import { NewsletterIssueEngagementRef } from './NewsletterIssueEngagement.ts'
import { ReaderGrowthPointRef } from './ReaderGrowthPoint.ts'

// A custom range that is not one is the caller's mistake, said as such (never masked as a 500).
const badUserInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })

const InsightCountRef = builder.objectRef<InsightCount>('InsightCount').implement({
  description: 'One value of an Insights breakdown (a page, a source, a country…) and how often it was seen.',
  fields: (t) => ({
    dimension: t.expose('dimension', { type: InsightDimensionEnum, description: 'What the row groups by.' }),
    value: t.exposeString('value', {
      description: 'The stored value: a path, a host, a project id, a country code; empty when unknown.',
    }),
    label: t.exposeString('label', {
      description: 'The value as the screen shows it (a project title, "Direct or unknown" for no referrer).',
    }),
    visitors: t.exposeInt('visitors', { description: 'Distinct visitors, summed over days.' }),
    views: t.exposeInt('views', {
      description: 'Events behind the row: page views, project views, clicks or sign-ups.',
    }),
  }),
})

const InsightPointRef = builder.objectRef<SeriesPoint>('InsightPoint').implement({
  description: 'Visitors and page views in one hour, day or month of an Insights series.',
  fields: (t) => ({
    at: t.exposeString('at', { description: 'Start of the hour, day or month, ISO 8601 UTC.' }),
    visitors: t.exposeInt('visitors', {
      description: 'Distinct visitors, summed over days (visitor ids change every day).',
    }),
    views: t.exposeInt('views', { description: 'Page views.' }),
  }),
})

const InsightTotalsRef = builder.objectRef<Totals>('InsightTotals').implement({
  description: 'The headline figures of a period.',
  fields: (t) => ({
    visitors: t.exposeInt('visitors', { description: 'Distinct visitors, summed over days.' }),
    views: t.exposeInt('views', { description: 'Page views.' }),
    signups: t.exposeInt('signups', { description: 'Newsletter sign-ups made on the site.' }),
    contacts: t.exposeInt('contacts', { description: 'Messages sent through the contact form.' }),
  }),
})

const InsightVitalsRef = builder.objectRef<VitalsRow>('InsightVitals').implement({
  description:
    "One Core Web Vital of one page as real visitors measured it: the 75th percentile and how many visits fell in each of Google's bands.",
  fields: (t) => ({
    path: t.exposeString('path', { description: 'The page.' }),
    metric: t.exposeString('metric', { description: 'lcp, inp, cls, fcp or ttfb.' }),
    p75: t.exposeFloat('p75', {
      description: '75th percentile, in milliseconds (CLS has no unit).',
    }),
    good: t.exposeInt('good', { description: 'Visits in the good band.' }),
    needsImprovement: t.exposeInt('needsImprovement', {
      description: 'Visits in the needs-improvement band.',
    }),
    poor: t.exposeInt('poor', { description: 'Visits in the poor band.' }),
  }),
})

const InsightsRef = builder.objectRef<InsightsReport>('Insights').implement({
  description:
    'What visitors and readers did in a period, counted without cookies (issue 22): traffic with the previous period for comparison, breakdowns, Web Vitals and reader growth. Each field is read only when asked for.',
  fields: (t) => ({
    period: t.expose('period', { type: InsightPeriodEnum, description: 'The period asked for.' }),
    from: t.exposeString('from', { description: 'First day, YYYY-MM-DD (UTC).' }),
    to: t.exposeString('to', { description: 'Last day, included.' }),
    previousFrom: t.exposeString('previousFrom', {
      description: 'First day of the previous period, as long.',
    }),
    previousTo: t.exposeString('previousTo', { description: 'Last day of the previous period.' }),
    bucket: t.expose('bucket', {
      type: InsightBucketEnum,
      description: 'How long each point of the series is.',
    }),
    totals: t.field({
      type: InsightTotalsRef,
      description: "The period's figures.",
      resolve: (r) => r.totals(),
    }),
    previousTotals: t.field({
      type: InsightTotalsRef,
      description: "The previous period's figures, for comparison.",
      resolve: (r) => r.previousTotals(),
    }),
    series: t.field({
      type: [InsightPointRef],
      description: 'Visitors and page views per hour, day or month; every point of the period is present.',
      resolve: (r) => r.series(),
    }),
    previousSeries: t.field({
      type: [InsightPointRef],
      description: 'The same series over the previous period, point for point.',
      resolve: (r) => r.previousSeries(),
    }),
    currentVisitors: t.int({
      description: 'Distinct visitors seen in the last five minutes, whatever the period.',
      resolve: (r) => r.currentVisitors(),
    }),
    breakdowns: t.field({
      type: [InsightCountRef],
      description:
        'The most viewed values of each dimension asked for (all when none is named): up to 10 each, by dimension in the order asked, then by views. One flat list keeps the query shallow.',
      args: {
        dimensions: t.arg({
          type: [InsightDimensionEnum],
          required: false,
          description: 'Which breakdowns, in this order; every one when left out.',
        }),
      },
      resolve: async (r, args) =>
        (
          await Promise.all(
            (args.dimensions ?? BREAKDOWN_DIMENSIONS).map((dimension) => r.breakdown(dimension)),
          )
        ).flat(),
    }),
    vitals: t.field({
      type: [InsightVitalsRef],
      description:
        'Core Web Vitals of the pages with the most measured visits: p75 and the visits in each band. Exact while the raw events are kept, a visit-weighted p75 of daily figures for older days.',
      resolve: (r) => r.vitals(),
    }),
    newsletterIssues: t.field({
      type: [NewsletterIssueEngagementRef],
      description: 'Each newsletter issue sent in the period (latest first, at most 100), with what it did.',
      resolve: (r) => r.issues(),
    }),
    readerGrowth: t.field({
      type: [ReaderGrowthPointRef],
      description:
        'New, confirmed and unsubscribed newsletter readers per day (per month past three months).',
      resolve: (r) => r.growth(),
    }),
  }),
})

builder.objectFields(AdminRef, (t) => ({
  insights: t.field({
    type: InsightsRef,
    description:
      'Cookieless traffic, Web Vitals and newsletter readership over a period, with the previous period for comparison.',
    args: {
      period: t.arg({
        type: InsightPeriodEnum,
        required: true,
        defaultValue: '30d',
        description: 'Which days; CUSTOM takes from and to.',
      }),
      from: t.arg.string({ required: false, description: 'First day of a custom period, YYYY-MM-DD (UTC).' }),
      to: t.arg.string({ required: false, description: 'Last day of a custom period, included.' }),
    },
    resolve: (_admin, args, ctx) =>
      insightsReport(ctx.deps.sql, args.period, rangeOf(args.period, args.from, args.to, badUserInput)),
  }),
}))
