/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a documented command is for. */
export type CommandCategory =
  /** 'Deployment' in the REST API. */
  | 'DEPLOYMENT'
  /** 'Development' in the REST API. */
  | 'DEVELOPMENT'
  /** 'General' in the REST API. */
  | 'GENERAL'
  /** 'Maintenance' in the REST API. */
  | 'MAINTENANCE'
  /** 'Setup' in the REST API. */
  | 'SETUP'
  /** 'Testing' in the REST API. */
  | 'TESTING';

/** How long each point of an Insights series is. */
export type InsightBucket =
  /** A UTC day. */
  | 'DAY'
  /** An hour (the period is today). */
  | 'HOUR'
  /** A calendar month (periods longer than three months). */
  | 'MONTH';

/** What an Insights breakdown groups by. */
export type InsightDimension =
  /** Browsers. */
  | 'BROWSER'
  /** Countries (ISO 3166-1 alpha-2, from the browser's time zone). */
  | 'COUNTRY'
  /** Device classes: mobile, tablet, desktop. */
  | 'DEVICE'
  /** Operating systems. */
  | 'OS'
  /** Links off the site, by clicks (the URL without its query). */
  | 'OUTBOUND'
  /** Pages, by page views. */
  | 'PAGE'
  /** Project pages, by views; labelled with the project title. */
  | 'PROJECT'
  /** Pages where readers signed up for the newsletter, by sign-ups. */
  | 'SIGNUP'
  /** Referring hosts, by page views; empty is direct or hidden. */
  | 'SOURCE'
  /** utm_campaign of campaign links. */
  | 'UTM_CAMPAIGN'
  /** utm_medium of campaign links. */
  | 'UTM_MEDIUM'
  /** utm_source of campaign links. */
  | 'UTM_SOURCE';

/** Which days the Insights cover, all UTC days ending today except a custom range. */
export type InsightPeriod =
  /** The days from `from` to `to`, both included. */
  | 'CUSTOM'
  /** Today and the 6 days before it. */
  | 'LAST_7_DAYS'
  /** Today and the 364 days before it. */
  | 'LAST_12_MONTHS'
  /** Today and the 29 days before it. */
  | 'LAST_30_DAYS'
  /** Today so far. */
  | 'TODAY';

/** Where an issue stands: a draft, being sent, paused while sending, sent, or sent and then taken off the archive. */
export type NewsletterIssueStatus =
  /** 'draft' in the REST API. */
  | 'DRAFT'
  /** 'paused' in the REST API. */
  | 'PAUSED'
  /** 'sending' in the REST API. */
  | 'SENDING'
  /** 'sent' in the REST API. */
  | 'SENT'
  /** 'unpublished' in the REST API. */
  | 'UNPUBLISHED';

export type AdminInsightsQueryVariables = Exact<{
  period: InsightPeriod;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AdminInsightsQuery = { admin: { insights: { period: InsightPeriod, from: string, to: string, previousFrom: string, previousTo: string, bucket: InsightBucket, currentVisitors: number, totals: { visitors: number, views: number, signups: number, contacts: number }, previousTotals: { visitors: number, views: number, signups: number, contacts: number }, series: Array<{ at: string, visitors: number, views: number }>, previousSeries: Array<{ at: string, visitors: number, views: number }> } } | null };

export type AdminInsightsDetailsQueryVariables = Exact<{
  period: InsightPeriod;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AdminInsightsDetailsQuery = { admin: { insights: { breakdowns: Array<{ dimension: InsightDimension, value: string, label: string, visitors: number, views: number }>, vitals: Array<{ path: string, metric: string, p75: number, good: number, needsImprovement: number, poor: number }>, newsletterIssues: Array<{ id: string, title: string, slug: string, sentAt: string | null, sent: number, opens: number, clicks: number, unsubscribes: number, signups: number }>, readerGrowth: Array<{ day: string, new: number, confirmed: number, unsubscribed: number }> } } | null };

export type AdminIssueSummaryFragment = { id: string, title: string, slug: string, topics: Array<string>, status: NewsletterIssueStatus, sentAt: string | null, scheduledAt: string | null, scheduleRefusedAt: string | null, scheduleRefusal: string | null, waiting: string | null, progress: { total: number, sent: number, failed: number, remaining: number }, undescribedImages: Array<{ position: number | null, src: string }> };

export type AdminNewsletterScreenQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminNewsletterScreenQuery = { admin: { newsletterTracking: { openPixel: boolean }, newsletterIssues: { total: number, items: Array<{ id: string, title: string, slug: string, topics: Array<string>, status: NewsletterIssueStatus, sentAt: string | null, scheduledAt: string | null, scheduleRefusedAt: string | null, scheduleRefusal: string | null, waiting: string | null, progress: { total: number, sent: number, failed: number, remaining: number }, undescribedImages: Array<{ position: number | null, src: string }> }> } } | null };

export type AdminNewsletterIssueQueryVariables = Exact<{
  id: string;
}>;


export type AdminNewsletterIssueQuery = { admin: { newsletterIssue: { markdown: string, html: string, editedAt: string | null, createdAt: string, updatedAt: string, featureImageUrl: string | null, featureImageAlt: string, featureImageDecorative: boolean, id: string, title: string, slug: string, topics: Array<string>, status: NewsletterIssueStatus, sentAt: string | null, scheduledAt: string | null, scheduleRefusedAt: string | null, scheduleRefusal: string | null, waiting: string | null, progress: { total: number, sent: number, failed: number, remaining: number }, undescribedImages: Array<{ position: number | null, src: string }> } | null } | null };

export type AdminNewsletterAudienceQueryVariables = Exact<{
  id: string;
}>;


export type AdminNewsletterAudienceQuery = { admin: { newsletterIssue: { id: string, title: string, slug: string, topics: Array<string>, status: NewsletterIssueStatus, sentAt: string | null, scheduledAt: string | null, scheduleRefusedAt: string | null, scheduleRefusal: string | null, waiting: string | null, audience: { recipients: number, summary: string }, progress: { total: number, sent: number, failed: number, remaining: number }, undescribedImages: Array<{ position: number | null, src: string }> } | null } | null };

export type AdminMediaLibraryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMediaLibraryQuery = { admin: { mediaLibrary: Array<{ url: string, width: number | null, height: number | null }> } | null };

export type AdminOutboxQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminOutboxQuery = { admin: { outbox: { total: number, items: Array<{ id: string, kind: string, from: string, to: string, subject: string, createdAt: string }> } } | null };

export type OutboxMessageQueryVariables = Exact<{
  id: string;
}>;


export type OutboxMessageQuery = { outboxMessage: { id: string, kind: string, from: string, to: string, subject: string, createdAt: string, html: string, text: string, headers: Array<{ name: string, value: string }> } | null };

export type AdminProjectCommandsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProjectCommandsQuery = { projects: Array<{ id: string, commands: Array<{ id: string, projectId: string, command: string, description: string, category: CommandCategory, example: string | null, tags: Array<string> | null, order: number }> }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminIssueSummaryFragmentDoc = new TypedDocumentString(`
    fragment AdminIssueSummary on AdminNewsletterIssue {
  id
  title
  slug
  topics
  status
  sentAt
  scheduledAt
  scheduleRefusedAt
  scheduleRefusal
  progress {
    total
    sent
    failed
    remaining
  }
  waiting
  undescribedImages {
    position
    src
  }
}
    `, {"fragmentName":"AdminIssueSummary"}) as unknown as TypedDocumentString<AdminIssueSummaryFragment, unknown>;
export const AdminInsightsDocument = new TypedDocumentString(`
    query AdminInsights($period: InsightPeriod!, $from: String, $to: String) {
  admin {
    insights(period: $period, from: $from, to: $to) {
      period
      from
      to
      previousFrom
      previousTo
      bucket
      currentVisitors
      totals {
        visitors
        views
        signups
        contacts
      }
      previousTotals {
        visitors
        views
        signups
        contacts
      }
      series {
        at
        visitors
        views
      }
      previousSeries {
        at
        visitors
        views
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminInsightsQuery, AdminInsightsQueryVariables>;
export const AdminInsightsDetailsDocument = new TypedDocumentString(`
    query AdminInsightsDetails($period: InsightPeriod!, $from: String, $to: String) {
  admin {
    insights(period: $period, from: $from, to: $to) {
      breakdowns {
        dimension
        value
        label
        visitors
        views
      }
      vitals {
        path
        metric
        p75
        good
        needsImprovement
        poor
      }
      newsletterIssues {
        id
        title
        slug
        sentAt
        sent
        opens
        clicks
        unsubscribes
        signups
      }
      readerGrowth {
        day
        new
        confirmed
        unsubscribed
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminInsightsDetailsQuery, AdminInsightsDetailsQueryVariables>;
export const AdminNewsletterScreenDocument = new TypedDocumentString(`
    query AdminNewsletterScreen($search: String, $offset: Int) {
  admin {
    newsletterTracking {
      openPixel
    }
    newsletterIssues(search: $search, offset: $offset) {
      total
      items {
        ...AdminIssueSummary
      }
    }
  }
}
    fragment AdminIssueSummary on AdminNewsletterIssue {
  id
  title
  slug
  topics
  status
  sentAt
  scheduledAt
  scheduleRefusedAt
  scheduleRefusal
  progress {
    total
    sent
    failed
    remaining
  }
  waiting
  undescribedImages {
    position
    src
  }
}`) as unknown as TypedDocumentString<AdminNewsletterScreenQuery, AdminNewsletterScreenQueryVariables>;
export const AdminNewsletterIssueDocument = new TypedDocumentString(`
    query AdminNewsletterIssue($id: ID!) {
  admin {
    newsletterIssue(id: $id) {
      ...AdminIssueSummary
      markdown
      html
      editedAt
      createdAt
      updatedAt
      featureImageUrl
      featureImageAlt
      featureImageDecorative
    }
  }
}
    fragment AdminIssueSummary on AdminNewsletterIssue {
  id
  title
  slug
  topics
  status
  sentAt
  scheduledAt
  scheduleRefusedAt
  scheduleRefusal
  progress {
    total
    sent
    failed
    remaining
  }
  waiting
  undescribedImages {
    position
    src
  }
}`) as unknown as TypedDocumentString<AdminNewsletterIssueQuery, AdminNewsletterIssueQueryVariables>;
export const AdminNewsletterAudienceDocument = new TypedDocumentString(`
    query AdminNewsletterAudience($id: ID!) {
  admin {
    newsletterIssue(id: $id) {
      ...AdminIssueSummary
      audience {
        recipients
        summary
      }
    }
  }
}
    fragment AdminIssueSummary on AdminNewsletterIssue {
  id
  title
  slug
  topics
  status
  sentAt
  scheduledAt
  scheduleRefusedAt
  scheduleRefusal
  progress {
    total
    sent
    failed
    remaining
  }
  waiting
  undescribedImages {
    position
    src
  }
}`) as unknown as TypedDocumentString<AdminNewsletterAudienceQuery, AdminNewsletterAudienceQueryVariables>;
export const AdminMediaLibraryDocument = new TypedDocumentString(`
    query AdminMediaLibrary {
  admin {
    mediaLibrary {
      url
      width
      height
    }
  }
}
    `) as unknown as TypedDocumentString<AdminMediaLibraryQuery, AdminMediaLibraryQueryVariables>;
export const AdminOutboxDocument = new TypedDocumentString(`
    query AdminOutbox($search: String, $offset: Int) {
  admin {
    outbox(search: $search, offset: $offset) {
      total
      items {
        id
        kind
        from
        to
        subject
        createdAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminOutboxQuery, AdminOutboxQueryVariables>;
export const OutboxMessageDocument = new TypedDocumentString(`
    query OutboxMessage($id: ID!) {
  outboxMessage(id: $id) {
    id
    kind
    from
    to
    subject
    createdAt
    html
    text
    headers {
      name
      value
    }
  }
}
    `) as unknown as TypedDocumentString<OutboxMessageQuery, OutboxMessageQueryVariables>;
export const AdminProjectCommandsDocument = new TypedDocumentString(`
    query AdminProjectCommands {
  projects {
    id
    commands {
      id
      projectId
      command
      description
      category
      example
      tags
      order
    }
  }
}
    `) as unknown as TypedDocumentString<AdminProjectCommandsQuery, AdminProjectCommandsQueryVariables>;