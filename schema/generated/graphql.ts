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

/** Where a logged message stands: waiting to go, waiting again after a failed attempt, sent, or given up. */
export type MailLogState =
  /** 'failed' in the REST API. */
  | 'FAILED'
  /** 'queued' in the REST API. */
  | 'QUEUED'
  /** 'retrying' in the REST API. */
  | 'RETRYING'
  /** 'sent' in the REST API. */
  | 'SENT';

/** How often the newsletter is sent. */
export type NewsletterFrequency =
  /** 'every-issue' in the REST API. */
  | 'EVERY_ISSUE'
  /** 'monthly' in the REST API. */
  | 'MONTHLY'
  /** 'weekly' in the REST API. */
  | 'WEEKLY';

/** Where a project stands. */
export type ProjectStatus =
  /** 'completed' in the REST API. */
  | 'COMPLETED'
  /** 'in-progress' in the REST API. */
  | 'IN_PROGRESS'
  /** 'on-hold' in the REST API. */
  | 'ON_HOLD'
  /** 'planning' in the REST API. */
  | 'PLANNING';

/** How a subscription began: the reader signed up on the site, came in an import the owner vouched for, or was added by the owner. */
export type ReaderConsent =
  /** 'added' in the REST API. */
  | 'ADDED'
  /** 'imported' in the REST API. */
  | 'IMPORTED'
  /** 'signup' in the REST API. */
  | 'SIGNUP';

/** Why a row of an import is left out, or merged into another. */
export type ReaderImportIssueKind =
  /** The address came earlier in the file: merged into that row. */
  | 'DUPLICATE'
  /** The row cannot be read: no valid address, an unknown topic or frequency... */
  | 'ERROR'
  /** The file says the reader is not subscribed (or never confirmed). */
  | 'SKIPPED';

/** Where a reader stands: receiving the newsletter, waiting to confirm, subscribed but their mail fails, unsubscribed, or never subscribed. */
export type ReaderState =
  /** 'active' in the REST API. */
  | 'ACTIVE'
  /** 'failed' in the REST API. */
  | 'FAILED'
  /** 'none' in the REST API. */
  | 'NONE'
  /** 'pending' in the REST API. */
  | 'PENDING'
  /** 'unsubscribed' in the REST API. */
  | 'UNSUBSCRIBED';

/** The colour theme a visitor who has not chosen one sees: dark, or the visitor's system setting. */
export type ThemeDefault =
  /** 'dark' in the REST API. */
  | 'DARK'
  /** 'system' in the REST API. */
  | 'SYSTEM';

/** Whether a position is the current role or a past one. */
export type WorkExperienceType =
  /** 'current' in the REST API. */
  | 'CURRENT'
  /** 'past' in the REST API. */
  | 'PAST';

export type AdminAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAccessQuery = { ownerSetupOpen: boolean, me: { id: string, isAdmin: boolean } | null, admin: { unreadContactMessages: number } | null };

export type OwnerSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnerSetupQuery = { ownerSetupOpen: boolean };

export type AdminInboxQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminInboxQuery = { admin: { unreadContactMessages: number, contactMessages: { total: number, items: Array<{ id: string, email: string, page: string, createdAt: string, handledAt: string | null }> } } | null };

export type AdminReadersQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  state?: ReaderState | null | undefined;
}>;


export type AdminReadersQuery = { admin: { readers: { total: number, items: Array<{ id: string, username: string, firstName: string | null, lastName: string | null, email: string | null, createdAt: string, state: ReaderState, frequency: NewsletterFrequency | null, topics: Array<string>, consent: ReaderConsent | null }> }, readerCounts: { total: number, everyTopic: number, byState: Array<{ state: ReaderState, count: number }>, byFrequency: Array<{ frequency: NewsletterFrequency, count: number }>, byTopic: Array<{ topic: string, count: number }> } } | null, newsletterTopics: Array<{ slug: string, name: string, retired: boolean }> };

export type ContactMessageFieldsFragment = { id: string, email: string, page: string, createdAt: string, handledAt: string | null };

export type ReaderFieldsFragment = { id: string, username: string, firstName: string | null, lastName: string | null, email: string | null, createdAt: string, state: ReaderState, frequency: NewsletterFrequency | null, topics: Array<string>, consent: ReaderConsent | null };

export type AdminReaderImportQueryVariables = Exact<{
  id: string;
}>;


export type AdminReaderImportQuery = { admin: { readerImport: { id: string, fileName: string, createdAt: string, encoding: string, rows: number, issueCount: number, ignoredColumns: Array<string>, doneAt: string | null, planned: { created: number, subscribed: number, alreadySubscribed: number, unsubscribed: number, skipped: number, duplicates: number }, issues: Array<{ row: number, email: string | null, kind: ReaderImportIssueKind, reason: string }>, result: { created: number, subscribed: number, alreadySubscribed: number, unsubscribed: number, skipped: number, duplicates: number } | null } | null } | null };

export type ReaderImportCountFieldsFragment = { created: number, subscribed: number, alreadySubscribed: number, unsubscribed: number, skipped: number, duplicates: number };

export type AdminNewsletterQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminNewsletterQuery = { newsletterTopics: Array<{ id: string, slug: string, name: string, retired: boolean }>, admin: { newsletterWelcome: { enabled: boolean, subject: string, markdown: string, html: string, defaultSubject: boolean, defaultText: boolean, mailServer: boolean } } | null };

export type AdminSiteQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteQuery = { site: { ownerName: string, ownerFirstName: string, jobTitle: string, avatarUrl: string | null, greetings: Array<string>, aboutFull: string, aboutShort: string, careerStart: string, statLabel: string, statValue: string, contactEmail: string, linkedinUrl: string, githubUrl: string, xUrl: string | null, mastodonUrl: string | null, scholarUrl: string | null, huggingfaceUrl: string | null, description: string, socialImageUrl: string | null, themeDefault: ThemeDefault }, admin: { newsletterSignupForm: string, siteMail: { senderName: string | null, senderEmail: string | null, replyTo: string | null, adminEmail: string | null, mailFromAddress: string | null, adminAccountEmail: string | null } } | null };

export type SiteMailFieldsFragment = { senderName: string | null, senderEmail: string | null, replyTo: string | null, adminEmail: string | null, mailFromAddress: string | null, adminAccountEmail: string | null };

export type AdminMailLogQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  state?: MailLogState | null | undefined;
}>;


export type AdminMailLogQuery = { admin: { mailLog: { total: number, items: Array<{ id: string, recipient: string, kind: string, subject: string, state: MailLogState, attempts: number, lastError: string | null, createdAt: string, sentAt: string | null }> }, mailLogCounts: { queued: number, retrying: number, sent: number, failed: number } } | null };

export type NewsletterArchiveQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterArchiveQuery = { newsletterIssues: Array<{ id: string, title: string, slug: string, topics: Array<string>, sentAt: string, featureImage: { url: string, alt: string, width: number | null, height: number | null } | null }>, newsletterTopics: Array<{ slug: string, name: string, retired: boolean }> };

export type NewsletterLatestQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterLatestQuery = { newsletterIssues: Array<{ id: string, title: string, slug: string, sentAt: string }> };

export type NewsletterIssueQueryVariables = Exact<{
  slug: string;
}>;


export type NewsletterIssueQuery = { newsletterIssueUnpublished: boolean, newsletterIssue: { id: string, title: string, slug: string, html: string, topics: Array<string>, sentAt: string, editedAt: string | null, featureImage: { url: string, alt: string, width: number | null, height: number | null } | null } | null, newsletterTopics: Array<{ slug: string, name: string, retired: boolean }> };

export type NewsletterUnsubscribeLinkQueryVariables = Exact<{
  token: string;
}>;


export type NewsletterUnsubscribeLinkQuery = { newsletterUnsubscribeLink: { valid: boolean, subscribed: boolean } };

export type TopicFieldsFragment = { slug: string, name: string, retired: boolean };

export type ProjectFieldsFragment = { id: string, title: string, description: string, technologies: Array<string>, features: Array<string>, challenges: Array<string>, results: Array<string>, duration: string | null, role: string | null, status: ProjectStatus | null, demoUrl: string | null, githubUrl: string | null, colorTheme: string, order: number, iconUrl: string | null, iconName: string | null, heroImageUrl: string | null, screenshotUrls: Array<string> };

export type WorkExperienceFieldsFragment = { id: string, type: WorkExperienceType, position: string, company: string, location: string, duration: string, startDate: string, endDate: string, description: Array<string>, technologies: Array<string>, order: number };

export type ProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectsQuery = { projects: Array<{ id: string, title: string, description: string, technologies: Array<string>, features: Array<string>, challenges: Array<string>, results: Array<string>, duration: string | null, role: string | null, status: ProjectStatus | null, demoUrl: string | null, githubUrl: string | null, colorTheme: string, order: number, iconUrl: string | null, iconName: string | null, heroImageUrl: string | null, screenshotUrls: Array<string> }> };

export type PublicCommandFieldsFragment = { id: string, command: string, description: string, category: CommandCategory, example: string | null };

export type ProjectQueryVariables = Exact<{
  id: string;
}>;


export type ProjectQuery = { project: { id: string, title: string, description: string, technologies: Array<string>, features: Array<string>, challenges: Array<string>, results: Array<string>, duration: string | null, role: string | null, status: ProjectStatus | null, demoUrl: string | null, githubUrl: string | null, colorTheme: string, order: number, iconUrl: string | null, iconName: string | null, heroImageUrl: string | null, screenshotUrls: Array<string>, commands: Array<{ id: string, command: string, description: string, category: CommandCategory, example: string | null }> } | null };

export type WorkExperiencesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkExperiencesQuery = { workExperiences: Array<{ id: string, type: WorkExperienceType, position: string, company: string, location: string, duration: string, startDate: string, endDate: string, description: Array<string>, technologies: Array<string>, order: number }> };

export type SessionUserFieldsFragment = { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, isAdmin: boolean, createdAt: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, isAdmin: boolean, createdAt: string } | null };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { me: { hasPassword: boolean, id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, isAdmin: boolean, createdAt: string } | null, newsletterSubscription: { isActive: boolean, isPending: boolean, subscribedAt: string | null, preferences: { frequency: NewsletterFrequency, topics: Array<string> } } | null, newsletterTopics: Array<{ slug: string, name: string, retired: boolean }> };

export type SiteQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteQuery = { site: { ownerName: string, ownerFirstName: string, jobTitle: string, avatarUrl: string | null, greetings: Array<string>, aboutFull: string, aboutShort: string, careerStart: string, statLabel: string, statValue: string, contactEmail: string, linkedinUrl: string, githubUrl: string, xUrl: string | null, mastodonUrl: string | null, scholarUrl: string | null, huggingfaceUrl: string | null, description: string, socialImageUrl: string | null, themeDefault: ThemeDefault } };

export type SiteFieldsFragment = { ownerName: string, ownerFirstName: string, jobTitle: string, avatarUrl: string | null, greetings: Array<string>, aboutFull: string, aboutShort: string, careerStart: string, statLabel: string, statValue: string, contactEmail: string, linkedinUrl: string, githubUrl: string, xUrl: string | null, mastodonUrl: string | null, scholarUrl: string | null, huggingfaceUrl: string | null, description: string, socialImageUrl: string | null, themeDefault: ThemeDefault };

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
export const ContactMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContactMessageFields on ContactMessage {
  id
  email
  page
  createdAt
  handledAt
}
    `, {"fragmentName":"ContactMessageFields"}) as unknown as TypedDocumentString<ContactMessageFieldsFragment, unknown>;
export const ReaderFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReaderFields on Reader {
  id
  username
  firstName
  lastName
  email
  createdAt
  state
  frequency
  topics
  consent
}
    `, {"fragmentName":"ReaderFields"}) as unknown as TypedDocumentString<ReaderFieldsFragment, unknown>;
export const ReaderImportCountFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReaderImportCountFields on ReaderImportCounts {
  created
  subscribed
  alreadySubscribed
  unsubscribed
  skipped
  duplicates
}
    `, {"fragmentName":"ReaderImportCountFields"}) as unknown as TypedDocumentString<ReaderImportCountFieldsFragment, unknown>;
export const SiteMailFieldsFragmentDoc = new TypedDocumentString(`
    fragment SiteMailFields on SiteMail {
  senderName
  senderEmail
  replyTo
  adminEmail
  mailFromAddress
  adminAccountEmail
}
    `, {"fragmentName":"SiteMailFields"}) as unknown as TypedDocumentString<SiteMailFieldsFragment, unknown>;
export const TopicFieldsFragmentDoc = new TypedDocumentString(`
    fragment TopicFields on NewsletterTopic {
  slug
  name
  retired
}
    `, {"fragmentName":"TopicFields"}) as unknown as TypedDocumentString<TopicFieldsFragment, unknown>;
export const ProjectFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProjectFields on Project {
  id
  title
  description
  technologies
  features
  challenges
  results
  duration
  role
  status
  demoUrl
  githubUrl
  colorTheme
  order
  iconUrl
  iconName
  heroImageUrl
  screenshotUrls
}
    `, {"fragmentName":"ProjectFields"}) as unknown as TypedDocumentString<ProjectFieldsFragment, unknown>;
export const WorkExperienceFieldsFragmentDoc = new TypedDocumentString(`
    fragment WorkExperienceFields on WorkExperience {
  id
  type
  position
  company
  location
  duration
  startDate
  endDate
  description
  technologies
  order
}
    `, {"fragmentName":"WorkExperienceFields"}) as unknown as TypedDocumentString<WorkExperienceFieldsFragment, unknown>;
export const PublicCommandFieldsFragmentDoc = new TypedDocumentString(`
    fragment PublicCommandFields on Command {
  id
  command
  description
  category
  example
}
    `, {"fragmentName":"PublicCommandFields"}) as unknown as TypedDocumentString<PublicCommandFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionUserFields on User {
  id
  username
  email
  firstName
  lastName
  isAdmin
  createdAt
}
    `, {"fragmentName":"SessionUserFields"}) as unknown as TypedDocumentString<SessionUserFieldsFragment, unknown>;
export const SiteFieldsFragmentDoc = new TypedDocumentString(`
    fragment SiteFields on Site {
  ownerName
  ownerFirstName
  jobTitle
  avatarUrl
  greetings
  aboutFull
  aboutShort
  careerStart
  statLabel
  statValue
  contactEmail
  linkedinUrl
  githubUrl
  xUrl
  mastodonUrl
  scholarUrl
  huggingfaceUrl
  description
  socialImageUrl
  themeDefault
}
    `, {"fragmentName":"SiteFields"}) as unknown as TypedDocumentString<SiteFieldsFragment, unknown>;
export const AdminAccessDocument = new TypedDocumentString(`
    query AdminAccess {
  me {
    id
    isAdmin
  }
  admin {
    unreadContactMessages
  }
  ownerSetupOpen
}
    `) as unknown as TypedDocumentString<AdminAccessQuery, AdminAccessQueryVariables>;
export const OwnerSetupDocument = new TypedDocumentString(`
    query OwnerSetup {
  ownerSetupOpen
}
    `) as unknown as TypedDocumentString<OwnerSetupQuery, OwnerSetupQueryVariables>;
export const AdminInboxDocument = new TypedDocumentString(`
    query AdminInbox($search: String, $offset: Int) {
  admin {
    unreadContactMessages
    contactMessages(search: $search, offset: $offset) {
      total
      items {
        ...ContactMessageFields
      }
    }
  }
}
    fragment ContactMessageFields on ContactMessage {
  id
  email
  page
  createdAt
  handledAt
}`) as unknown as TypedDocumentString<AdminInboxQuery, AdminInboxQueryVariables>;
export const AdminReadersDocument = new TypedDocumentString(`
    query AdminReaders($search: String, $offset: Int, $state: ReaderState) {
  admin {
    readers(search: $search, offset: $offset, state: $state) {
      total
      items {
        ...ReaderFields
      }
    }
    readerCounts {
      total
      everyTopic
      byState {
        state
        count
      }
      byFrequency {
        frequency
        count
      }
      byTopic {
        topic
        count
      }
    }
  }
  newsletterTopics(includeRetired: true) {
    ...TopicFields
  }
}
    fragment ReaderFields on Reader {
  id
  username
  firstName
  lastName
  email
  createdAt
  state
  frequency
  topics
  consent
}
fragment TopicFields on NewsletterTopic {
  slug
  name
  retired
}`) as unknown as TypedDocumentString<AdminReadersQuery, AdminReadersQueryVariables>;
export const AdminReaderImportDocument = new TypedDocumentString(`
    query AdminReaderImport($id: ID!) {
  admin {
    readerImport(id: $id) {
      id
      fileName
      createdAt
      encoding
      rows
      planned {
        ...ReaderImportCountFields
      }
      issues {
        row
        email
        kind
        reason
      }
      issueCount
      ignoredColumns
      doneAt
      result {
        ...ReaderImportCountFields
      }
    }
  }
}
    fragment ReaderImportCountFields on ReaderImportCounts {
  created
  subscribed
  alreadySubscribed
  unsubscribed
  skipped
  duplicates
}`) as unknown as TypedDocumentString<AdminReaderImportQuery, AdminReaderImportQueryVariables>;
export const AdminNewsletterDocument = new TypedDocumentString(`
    query AdminNewsletter {
  newsletterTopics(includeRetired: true) {
    id
    ...TopicFields
  }
  admin {
    newsletterWelcome {
      enabled
      subject
      markdown
      html
      defaultSubject
      defaultText
      mailServer
    }
  }
}
    fragment TopicFields on NewsletterTopic {
  slug
  name
  retired
}`) as unknown as TypedDocumentString<AdminNewsletterQuery, AdminNewsletterQueryVariables>;
export const AdminSiteDocument = new TypedDocumentString(`
    query AdminSite {
  site {
    ...SiteFields
  }
  admin {
    siteMail {
      ...SiteMailFields
    }
    newsletterSignupForm
  }
}
    fragment SiteMailFields on SiteMail {
  senderName
  senderEmail
  replyTo
  adminEmail
  mailFromAddress
  adminAccountEmail
}
fragment SiteFields on Site {
  ownerName
  ownerFirstName
  jobTitle
  avatarUrl
  greetings
  aboutFull
  aboutShort
  careerStart
  statLabel
  statValue
  contactEmail
  linkedinUrl
  githubUrl
  xUrl
  mastodonUrl
  scholarUrl
  huggingfaceUrl
  description
  socialImageUrl
  themeDefault
}`) as unknown as TypedDocumentString<AdminSiteQuery, AdminSiteQueryVariables>;
export const AdminMailLogDocument = new TypedDocumentString(`
    query AdminMailLog($search: String, $offset: Int, $state: MailLogState) {
  admin {
    mailLog(search: $search, offset: $offset, state: $state) {
      total
      items {
        id
        recipient
        kind
        subject
        state
        attempts
        lastError
        createdAt
        sentAt
      }
    }
    mailLogCounts {
      queued
      retrying
      sent
      failed
    }
  }
}
    `) as unknown as TypedDocumentString<AdminMailLogQuery, AdminMailLogQueryVariables>;
export const NewsletterArchiveDocument = new TypedDocumentString(`
    query NewsletterArchive {
  newsletterIssues {
    id
    title
    slug
    topics
    sentAt
    featureImage {
      url
      alt
      width
      height
    }
  }
  newsletterTopics(includeRetired: true) {
    ...TopicFields
  }
}
    fragment TopicFields on NewsletterTopic {
  slug
  name
  retired
}`) as unknown as TypedDocumentString<NewsletterArchiveQuery, NewsletterArchiveQueryVariables>;
export const NewsletterLatestDocument = new TypedDocumentString(`
    query NewsletterLatest {
  newsletterIssues(first: 3) {
    id
    title
    slug
    sentAt
  }
}
    `) as unknown as TypedDocumentString<NewsletterLatestQuery, NewsletterLatestQueryVariables>;
export const NewsletterIssueDocument = new TypedDocumentString(`
    query NewsletterIssue($slug: String!) {
  newsletterIssue(slug: $slug) {
    id
    title
    slug
    html
    topics
    sentAt
    editedAt
    featureImage {
      url
      alt
      width
      height
    }
  }
  newsletterIssueUnpublished(slug: $slug)
  newsletterTopics(includeRetired: true) {
    ...TopicFields
  }
}
    fragment TopicFields on NewsletterTopic {
  slug
  name
  retired
}`) as unknown as TypedDocumentString<NewsletterIssueQuery, NewsletterIssueQueryVariables>;
export const NewsletterUnsubscribeLinkDocument = new TypedDocumentString(`
    query NewsletterUnsubscribeLink($token: String!) {
  newsletterUnsubscribeLink(token: $token) {
    valid
    subscribed
  }
}
    `) as unknown as TypedDocumentString<NewsletterUnsubscribeLinkQuery, NewsletterUnsubscribeLinkQueryVariables>;
export const ProjectsDocument = new TypedDocumentString(`
    query Projects {
  projects {
    ...ProjectFields
  }
}
    fragment ProjectFields on Project {
  id
  title
  description
  technologies
  features
  challenges
  results
  duration
  role
  status
  demoUrl
  githubUrl
  colorTheme
  order
  iconUrl
  iconName
  heroImageUrl
  screenshotUrls
}`) as unknown as TypedDocumentString<ProjectsQuery, ProjectsQueryVariables>;
export const ProjectDocument = new TypedDocumentString(`
    query Project($id: ID!) {
  project(id: $id) {
    ...ProjectFields
    commands {
      ...PublicCommandFields
    }
  }
}
    fragment ProjectFields on Project {
  id
  title
  description
  technologies
  features
  challenges
  results
  duration
  role
  status
  demoUrl
  githubUrl
  colorTheme
  order
  iconUrl
  iconName
  heroImageUrl
  screenshotUrls
}
fragment PublicCommandFields on Command {
  id
  command
  description
  category
  example
}`) as unknown as TypedDocumentString<ProjectQuery, ProjectQueryVariables>;
export const WorkExperiencesDocument = new TypedDocumentString(`
    query WorkExperiences {
  workExperiences {
    ...WorkExperienceFields
  }
}
    fragment WorkExperienceFields on WorkExperience {
  id
  type
  position
  company
  location
  duration
  startDate
  endDate
  description
  technologies
  order
}`) as unknown as TypedDocumentString<WorkExperiencesQuery, WorkExperiencesQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...SessionUserFields
  }
}
    fragment SessionUserFields on User {
  id
  username
  email
  firstName
  lastName
  isAdmin
  createdAt
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const DashboardDocument = new TypedDocumentString(`
    query Dashboard {
  me {
    ...SessionUserFields
    hasPassword
  }
  newsletterSubscription {
    isActive
    isPending
    subscribedAt
    preferences {
      frequency
      topics
    }
  }
  newsletterTopics(includeRetired: true) {
    ...TopicFields
  }
}
    fragment TopicFields on NewsletterTopic {
  slug
  name
  retired
}
fragment SessionUserFields on User {
  id
  username
  email
  firstName
  lastName
  isAdmin
  createdAt
}`) as unknown as TypedDocumentString<DashboardQuery, DashboardQueryVariables>;
export const SiteDocument = new TypedDocumentString(`
    query Site {
  site {
    ...SiteFields
  }
}
    fragment SiteFields on Site {
  ownerName
  ownerFirstName
  jobTitle
  avatarUrl
  greetings
  aboutFull
  aboutShort
  careerStart
  statLabel
  statValue
  contactEmail
  linkedinUrl
  githubUrl
  xUrl
  mastodonUrl
  scholarUrl
  huggingfaceUrl
  description
  socialImageUrl
  themeDefault
}`) as unknown as TypedDocumentString<SiteQuery, SiteQueryVariables>;