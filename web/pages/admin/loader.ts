import { data, type LoaderFunctionArgs, redirect } from 'react-router'
import type { MailLogState, ReaderState } from '../../../schema/generated/graphql.ts'
import { graphqlEnumName, MAIL_LOG_STATES, READER_STATES } from '../../../src/shared/enums.ts'
import { INSIGHT_PERIODS, type InsightPeriod, insightRange } from '../../../src/shared/insights.ts'
import type { AnyVariables, QueryDocument } from '../../app/graphql-client.ts'
import { runQuery } from '../../app/page-data.ts'
import { PROJECTS_QUERY, WORK_EXPERIENCES_QUERY } from '../../graphql/documents.ts'
import {
  ADMIN_INSIGHTS_DETAILS_QUERY,
  ADMIN_INSIGHTS_QUERY,
  type InsightPeriodName,
} from './insights/queries.ts'
import { listState, readListQuery, readState } from './list-query.ts'
import { timeZoneChoices } from './newsletter/schedule-time.ts'
import {
  ADMIN_MEDIA_LIBRARY_QUERY,
  ADMIN_NEWSLETTER_AUDIENCE_QUERY,
  ADMIN_NEWSLETTER_ISSUE_QUERY,
  ADMIN_NEWSLETTER_SCREEN_QUERY,
  composerIssue,
  restIssue,
} from './newsletter/screen-query.ts'
import {
  ADMIN_ACCESS_QUERY,
  ADMIN_INBOX_QUERY,
  ADMIN_MAIL_LOG_QUERY,
  ADMIN_NEWSLETTER_QUERY,
  ADMIN_OUTBOX_QUERY,
  ADMIN_READER_IMPORT_QUERY,
  ADMIN_READERS_QUERY,
  ADMIN_SITE_QUERY,
  OUTBOX_MESSAGE_QUERY,
  PROJECT_COMMANDS_QUERY,
} from './queries.ts'
import { ADMIN_SCREENS } from './screens.ts'

/** Every admin read skips the cache: the admin has just changed what it reads, or signed out. */
const fresh = <Data, Variables extends AnyVariables>(
  context: LoaderFunctionArgs['context'],
  query: QueryDocument<Data, Variables>,
  variables: Variables,
) => runQuery(context, query, variables, 'network-only')

/**
 * Who may see the panel is decided here, by the layout route of every admin screen, before rendering:
 * signed out is 401 (the page still shows the spec's toast and moves on to /auth), a reader is 403 with
 * Access Denied. The screens' loaders run beside this one and set no status, so the static handler
 * keeps this one's (it takes the deepest non-200 status a loader returned). /admin itself is the first
 * screen, for the administrator only.
 */
export async function adminLoader({ context, request }: LoaderFunctionArgs) {
  const { me, admin, ownerSetupOpen } = await fresh(context, ADMIN_ACCESS_QUERY, {})
  // A first run with no administrator yet: a sign-in could not succeed, the owner setup can.
  if (!me && ownerSetupOpen) throw redirect(`/admin/setup${new URL(request.url).search}`)
  if (!me) return data({ access: 'signed-out' } as const, { status: 401 })
  if (!me.isAdmin || !admin) return data({ access: 'denied' } as const, { status: 403 })
  if (/^\/admin\/?$/.test(new URL(request.url).pathname)) throw redirect(`/admin/${ADMIN_SCREENS[0].path}`)
  return { access: 'admin', unread: admin.unreadContactMessages } as const
}
export type AdminData = { access: 'signed-out' } | { access: 'denied' } | { access: 'admin'; unread: number }

/** The projects, and each one's commands for the project dialog. */
export async function adminProjectsLoader({ context }: LoaderFunctionArgs) {
  const [{ projects }, withCommands] = await Promise.all([
    fresh(context, PROJECTS_QUERY, {}),
    fresh(context, PROJECT_COMMANDS_QUERY, {}),
  ])
  const commands = Object.fromEntries(withCommands.projects.map((p) => [p.id, p.commands]))
  return { projects, commands }
}

export async function adminWorkLoader({ context }: LoaderFunctionArgs) {
  return fresh(context, WORK_EXPERIENCES_QUERY, {})
}

// The screens below are administrator-only: the server answers `admin` with null to anyone else, and
// then these return null (the layout shows the access state instead of the screen).

/** The public settings, and the mail settings only the administrator reads. */
export async function adminSiteLoader({ context }: LoaderFunctionArgs) {
  const { site, admin } = await fresh(context, ADMIN_SITE_QUERY, {})
  return admin ? { site, mail: admin.siteMail, signupForm: admin.newsletterSignupForm } : null
}

export async function adminInboxLoader({ context, request }: LoaderFunctionArgs) {
  const { search, offset } = readListQuery(request)
  const { admin } = await fresh(context, ADMIN_INBOX_QUERY, { search, offset })
  if (!admin) return null
  const { items, total } = admin.contactMessages
  return { messages: items, unread: admin.unreadContactMessages, list: listState(request, total) }
}

export async function adminReadersLoader({ context, request }: LoaderFunctionArgs) {
  const { search, offset } = readListQuery(request)
  const state = readState(request, READER_STATES)
  const { admin, newsletterTopics } = await fresh(context, ADMIN_READERS_QUERY, {
    search,
    offset,
    state: state && (graphqlEnumName(state) as ReaderState),
  })
  if (!admin) return null
  const { items, total } = admin.readers
  return {
    readers: items,
    counts: admin.readerCounts,
    topics: newsletterTopics,
    list: listState(request, total, { state }),
  }
}

/**
 * The Newsletter screen: a page of issues with their delivery counts (`?q=&page=`), the topics and the
 * welcome email; with `?edit=ID` the issue the composer edits, with `?new=1` an empty composer, with
 * `?send=ID` or `?schedule=ID` the issue its dialog asks about and who it would reach. The composer's
 * picker gets the media library.
 */
export async function adminNewsletterLoader({ context, request }: LoaderFunctionArgs) {
  const { search, offset } = readListQuery(request)
  const params = new URL(request.url).searchParams
  const editId = params.get('edit')
  // `?send=ID` and `?schedule=ID` open their dialog, which says who the issue would reach now.
  const askedId = params.get('send') ?? params.get('schedule')
  const composing = editId !== null || params.has('new')
  const [{ newsletterTopics, admin }, screen, edited, asked, library] = await Promise.all([
    fresh(context, ADMIN_NEWSLETTER_QUERY, {}),
    fresh(context, ADMIN_NEWSLETTER_SCREEN_QUERY, { search, offset }),
    editId ? fresh(context, ADMIN_NEWSLETTER_ISSUE_QUERY, { id: editId }) : null,
    askedId ? fresh(context, ADMIN_NEWSLETTER_AUDIENCE_QUERY, { id: askedId }) : null,
    // The composer's picker: the media library's images.
    composing ? fresh(context, ADMIN_MEDIA_LIBRARY_QUERY, {}) : null,
  ])
  if (!admin || !screen.admin) return null
  const askedIssue = asked?.admin?.newsletterIssue
  const { items, total } = screen.admin.newsletterIssues
  const issue = edited?.admin?.newsletterIssue
  return {
    issues: items.map(restIssue),
    list: listState(request, total),
    // An address naming an issue that is gone shows the list.
    editing: issue ? composerIssue(issue) : params.has('new') ? ('new' as const) : null,
    // The address a first save without script redirects to (`&saved`): the page says it was saved.
    draftSaved: issue !== undefined && params.has('saved'),
    library: library?.admin?.mediaLibrary ?? [],
    confirming: askedIssue
      ? params.has('send')
        ? { action: 'send' as const, issue: restIssue(askedIssue) }
        : // The zones the form offers without script, read here so the page hydrates with the same list.
          { action: 'schedule' as const, issue: restIssue(askedIssue), timeZones: timeZoneChoices() }
      : null,
    topics: newsletterTopics,
    welcome: admin.newsletterWelcome,
    openPixel: screen.admin.newsletterTracking.openPixel,
  }
}

/**
 * An uploaded reader list's preview, or what its import did. An upload that is gone (a day old, cancelled,
 * or never there) is a 404 page that says so.
 */
export async function adminReaderImportLoader({ context, params }: LoaderFunctionArgs) {
  const { admin } = await fresh(context, ADMIN_READER_IMPORT_QUERY, { id: params.id ?? '' })
  if (!admin) return null
  if (!admin.readerImport) return data({ upload: null }, { status: 404 })
  return { upload: admin.readerImport }
}

/** A page of kept mail (`?q=&page=`), and with `?open=ID` that message whole, in the reading pane. */
export async function adminOutboxLoader({ context, request }: LoaderFunctionArgs) {
  const { search, offset } = readListQuery(request)
  const openId = new URL(request.url).searchParams.get('open')
  const [{ admin }, opened] = await Promise.all([
    fresh(context, ADMIN_OUTBOX_QUERY, { search, offset }),
    openId ? fresh(context, OUTBOX_MESSAGE_QUERY, { id: openId }) : null,
  ])
  if (!admin) return null
  const { items, total } = admin.outbox
  return { messages: items, list: listState(request, total), opened: opened?.outboxMessage ?? null }
}

export async function adminMailLoader({ context, request }: LoaderFunctionArgs) {
  const { search, offset } = readListQuery(request)
  const state = readState(request, MAIL_LOG_STATES)
  const { admin } = await fresh(context, ADMIN_MAIL_LOG_QUERY, {
    search,
    offset,
    state: state && (graphqlEnumName(state) as MailLogState),
  })
  if (!admin) return null
  const { items, total } = admin.mailLog
  return { messages: items, counts: admin.mailLogCounts, list: listState(request, total, { state }) }
}

/** The period picker's choices as GraphQL names ('7d' is not one). */
const PERIOD_NAMES: Record<InsightPeriod, InsightPeriodName> = {
  today: 'TODAY' as InsightPeriodName,
  '7d': 'LAST_7_DAYS' as InsightPeriodName,
  '30d': 'LAST_30_DAYS' as InsightPeriodName,
  '12m': 'LAST_12_MONTHS' as InsightPeriodName,
  custom: 'CUSTOM' as InsightPeriodName,
}

/**
 * The Insights of the period in the address (`?period=7d`, or `?period=custom&from=…&to=…`; 30 days
 * when none is given). A custom range that is not one shows the last 30 days with a note saying why,
 * instead of an error page: the picker is right there to fix it.
 */
export async function adminInsightsLoader({ context, request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams
  const asked = INSIGHT_PERIODS.find((period) => period === query.get('period')) ?? '30d'
  const from = query.get('from') ?? ''
  const to = query.get('to') ?? ''
  let period: InsightPeriod = asked
  let problem: string | null = null
  try {
    insightRange(asked, new Date(), from, to)
  } catch (error) {
    problem = error instanceof RangeError ? error.message : String(error)
    period = '30d'
  }
  const variables = {
    period: PERIOD_NAMES[period],
    from: period === 'custom' ? from : null,
    to: period === 'custom' ? to : null,
  }
  const [{ admin }, details] = await Promise.all([
    fresh(context, ADMIN_INSIGHTS_QUERY, variables),
    fresh(context, ADMIN_INSIGHTS_DETAILS_QUERY, variables),
  ])
  if (!admin || !details.admin) return null
  return { insights: admin.insights, details: details.admin.insights, period, custom: { from, to }, problem }
}
