import type { ComponentType } from 'react'
import type { RouteObject, ShouldRevalidateFunction } from 'react-router'
import { newsletterCardPath } from '../src/shared/social-images.ts'
import type { HeadData } from './app/head.ts'
import { READS_NO_QUERY } from './app/page-query.ts'
import type { SiteData } from './graphql/types.ts'
import type { AdminData } from './pages/admin/loader.ts'
import { signedInOnly, signedOutOnly } from './pages/auth/loader.ts'
import { newsletterPageQuery } from './pages/newsletter/account-tab.ts'
import { checkInboxQuery } from './pages/newsletter/check-inbox.ts'
import type { IssueData } from './pages/newsletter-archive/loader.ts'
import { fixedHead, lazyPage, onNewPath, withRarePages } from './routes.tsx'

/*
 * The pages readers rarely open (admin, sign-in, account, the newsletter's archive and mailed links): not
 * in any first load, a browser adds their routes on navigating to an address the public table answers
 * with its catch-all, or before hydrating one of them (docs/decisions/228-rare-routes-on-navigation.md).
 */

/** Loaders and actions whose code loads with their page's chunk: `from(module)` picks its functions. */
const from =
  <Module,>(load: () => Promise<Module>) =>
  <Args, Data>(pick: (module: Module) => (args: Args) => Data) =>
  async (args: Args) =>
    pick(await load())(args)

/**
 * The admin layout loads again for another screen, but not after a refused write (a 4xx): the screen
 * says so, and an ended session's 'Unauthorized' toast comes before the redirect to sign in (the spec).
 */
const adminShouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.actionStatus !== undefined && args.actionStatus >= 400 ? false : onNewPath(args)

const setup = from(() => import('./pages/setup/setup.ts'))
const archiveLoaders = from(() => import('./pages/newsletter-archive/loader.ts'))
const adminLoaders = from(() => import('./pages/admin/loader.ts'))
/** A screen's forms post to its action, which writes through the REST API (docs/decisions/221). */
const adminActions = from(() => import('./pages/admin/actions.ts'))
/** The signed-out forms (sign in, sign up, forgot and reset password) post to their page. */
const authActions = from(() => import('./pages/auth/actions.ts'))
/** Subscribe by email, sign-in links and the forms of /newsletter (docs/decisions/233). */
const newsletterActions = from(() => import('./pages/newsletter/actions.ts'))

/** An admin screen: the layout route above gives it its head and decides who sees it. */
const adminScreen = (module: string, load: () => Promise<ComponentType>) =>
  lazyPage(module, load, { personal: true })

/** A page for one visitor with a head of its own: never stored by a browser or proxy, never indexed. */
const personalPage = (module: string, load: () => Promise<ComponentType>, head: HeadData) =>
  lazyPage(module, load, { head: fixedHead(head), personal: true })

const ISSUE_NOT_FOUND: HeadData = {
  title: 'Issue not found',
  description: 'There is no newsletter issue at this address.',
}

const ISSUE_UNPUBLISHED: HeadData = {
  title: 'Issue taken down',
  description: 'This newsletter issue is no longer published.',
  noindex: true,
}

/** Ids from paths: the server's table and a browser's patched one must name routes alike (loader data). */
const withIds = (list: RouteObject[], parent = ''): RouteObject[] =>
  list.map((route) => {
    const id = `${parent}/${route.path}`
    return { ...route, id, children: route.children && withIds(route.children, id) } as RouteObject
  })

export const rarePages = withIds([
  {
    // The first run's owner setup, while the site has no administrator (issue #20 item 11).
    path: 'admin/setup',
    loader: setup((m) => m.ownerSetupLoader),
    action: setup((m) => m.ownerSetupAction),
    ...personalPage(
      'web/pages/setup/OwnerSetupPage.tsx',
      () => import('./pages/setup/OwnerSetupPage.tsx').then((m) => m.OwnerSetupPage),
      { title: 'Set up your site', description: 'Create the owner account of this site.' },
    ),
  },
  {
    path: 'admin',
    // Who may see the panel, for every screen below (see adminLoader); the Inbox link's count.
    loader: from(() => import('./pages/admin/loader.ts'))((m) => m.adminLoader),
    shouldRevalidate: adminShouldRevalidate,
    ...lazyPage(
      'web/pages/admin/AdminPage.tsx',
      () => import('./pages/admin/AdminPage.tsx').then((m) => m.AdminPage),
      {
        head: ({ data }: { data: AdminData }) => ({
          title: 'Admin Panel',
          description: 'Manage projects, work experience and media.',
          refreshTo: data.access === 'signed-out' ? '/auth' : undefined,
          noindex: true,
        }),
        personal: true,
      },
    ),
    // Each screen its own address and loader (docs/decisions/217-admin-screens-as-routes.md).
    children: [
      {
        path: 'projects',
        action: adminActions((m) => m.projectsAction),
        loader: adminLoaders((m) => m.adminProjectsLoader),
        ...adminScreen('web/pages/admin/ProjectsTab.tsx', () =>
          import('./pages/admin/ProjectsTab.tsx').then((m) => m.ProjectsScreen),
        ),
      },
      {
        path: 'work',
        action: adminActions((m) => m.workAction),
        loader: adminLoaders((m) => m.adminWorkLoader),
        ...adminScreen('web/pages/admin/WorkExperienceTab.tsx', () =>
          import('./pages/admin/WorkExperienceTab.tsx').then((m) => m.WorkExperienceScreen),
        ),
      },
      {
        path: 'site',
        action: adminActions((m) => m.siteAction),
        loader: adminLoaders((m) => m.adminSiteLoader),
        ...adminScreen('web/pages/admin/SiteTab.tsx', () =>
          import('./pages/admin/SiteTab.tsx').then((m) => m.SiteScreen),
        ),
      },
      {
        path: 'inbox',
        action: adminActions((m) => m.inboxAction),
        loader: adminLoaders((m) => m.adminInboxLoader),
        ...adminScreen('web/pages/admin/InboxTab.tsx', () =>
          import('./pages/admin/InboxTab.tsx').then((m) => m.InboxScreen),
        ),
      },
      {
        path: 'subscribers',
        action: adminActions((m) => m.subscribersAction),
        loader: adminLoaders((m) => m.adminReadersLoader),
        ...adminScreen('web/pages/admin/SubscribersTab.tsx', () =>
          import('./pages/admin/SubscribersTab.tsx').then((m) => m.SubscribersScreen),
        ),
      },
      {
        // An uploaded reader list's preview, then what its import did (docs/decisions/236).
        path: 'subscribers/import/:id',
        action: adminActions((m) => m.readerImportAction),
        loader: adminLoaders((m) => m.adminReaderImportLoader),
        ...adminScreen('web/pages/admin/ReaderImportPage.tsx', () =>
          import('./pages/admin/ReaderImportPage.tsx').then((m) => m.ReaderImportScreen),
        ),
      },
      {
        // Issues load and poll their progress in the screen itself (the send runs for minutes);
        // the composer and unpublishing post to the action (decision 227). The loader reads the
        // topics and the welcome email (decision 235).
        path: 'newsletter',
        action: adminActions((m) => m.newsletterAction),
        loader: adminLoaders((m) => m.adminNewsletterLoader),
        ...adminScreen('web/pages/admin/newsletter/NewsletterTab.tsx', () =>
          import('./pages/admin/newsletter/NewsletterTab.tsx').then((m) => m.NewsletterScreen),
        ),
      },
      {
        path: 'outbox',
        loader: adminLoaders((m) => m.adminOutboxLoader),
        ...adminScreen('web/pages/admin/OutboxTab.tsx', () =>
          import('./pages/admin/OutboxTab.tsx').then((m) => m.OutboxScreen),
        ),
      },
      {
        path: 'mail',
        loader: adminLoaders((m) => m.adminMailLoader),
        ...adminScreen('web/pages/admin/MailLogTab.tsx', () =>
          import('./pages/admin/MailLogTab.tsx').then((m) => m.MailLogScreen),
        ),
      },
      {
        // Cookieless traffic, Web Vitals and readers over a period in the address (issue 22, decision 238);
        // its charts are drawn on the server and ship only in this screen's chunk.
        path: 'insights',
        loader: adminLoaders((m) => m.adminInsightsLoader),
        ...adminScreen('web/pages/admin/insights/InsightsTab.tsx', () =>
          import('./pages/admin/insights/InsightsTab.tsx').then((m) => m.InsightsScreen),
        ),
      },
    ],
  },
  {
    path: 'auth',
    loader: signedOutOnly('/'),
    action: authActions((m) => m.authAction),
    // The card keeps the spec's 'Admin Login' heading, but readers land here too (a signed-out
    // /dashboard redirects here, as the spec asks): the tab says what the page does for both.
    ...personalPage(
      'web/pages/auth/AuthPage.tsx',
      () => import('./pages/auth/AuthPage.tsx').then((m) => m.AuthPage),
      {
        title: 'Sign in',
        description: 'Sign in to your account, or to manage the portfolio.',
      },
    ),
  },
  {
    path: 'auth/forgot',
    action: authActions((m) => m.forgotAction),
    ...personalPage(
      'web/pages/auth/ForgotPasswordPage.tsx',
      () => import('./pages/auth/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
      { title: 'Forgot password', description: 'Get a link to choose a new password.' },
    ),
  },
  {
    path: 'auth/reset',
    action: authActions((m) => m.resetAction),
    ...personalPage(
      'web/pages/auth/ResetPasswordPage.tsx',
      () => import('./pages/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
      { title: 'Choose a new password', description: 'Set a new password for your account.' },
    ),
  },
  {
    // Where Logout posts without JavaScript (web/components/LogoutButton.tsx); opened, it asks first.
    path: 'logout',
    loader: signedInOnly('/auth'),
    action: authActions((m) => m.logoutAction),
    // Read again after the logout, the loader would redirect before the answer's toast and redirect.
    shouldRevalidate: () => false,
    ...personalPage(
      'web/pages/auth/LogoutPage.tsx',
      () => import('./pages/auth/LogoutPage.tsx').then((m) => m.LogoutPage),
      { title: 'Log out', description: 'End your session.' },
    ),
  },
  {
    // Where a mailed sign-in link opens, and where readers without a password ask for one.
    path: 'auth/link',
    loader: signedOutOnly('/dashboard'),
    action: newsletterActions((m) => m.signInLinkAction),
    ...personalPage(
      'web/pages/auth/SignInLinkPage.tsx',
      () => import('./pages/auth/SignInLinkPage.tsx').then((m) => m.SignInLinkPage),
      {
        title: 'Sign in with a link',
        description: 'Sign in with a link sent to your email, no password needed.',
      },
    ),
  },
  {
    path: 'newsletter/confirm',
    action: newsletterActions((m) => m.confirmSubscriptionAction),
    ...personalPage(
      'web/pages/account/ConfirmLinkPage.tsx',
      () => import('./pages/account/ConfirmLinkPage.tsx').then((m) => m.ConfirmSubscriptionPage),
      { title: 'Confirm subscription', description: 'Confirm your newsletter subscription.' },
    ),
  },
  {
    path: 'account/confirm-email',
    action: newsletterActions((m) => m.confirmEmailAction),
    ...personalPage(
      'web/pages/account/ConfirmLinkPage.tsx',
      () => import('./pages/account/ConfirmLinkPage.tsx').then((m) => m.ConfirmEmailPage),
      { title: 'Confirm email address', description: 'Confirm the new address of your account.' },
    ),
  },
  {
    // Where "Delete my account" lands (web/pages/dashboard/actions.ts).
    path: 'account/deleted',
    ...personalPage(
      'web/pages/account/AccountDeletedPage.tsx',
      () => import('./pages/account/AccountDeletedPage.tsx').then((m) => m.AccountDeletedPage),
      { title: 'Account deleted', description: 'Your account was deleted.' },
    ),
  },
  {
    // The newsletter's public landing page (docs/decisions/233): indexed, and kept in the page cache for
    // visitors without a session (one with a session goes on to the dashboard; decision 140).
    path: 'newsletter',
    loader: from(() => import('./pages/newsletter/loader.ts'))((m) => m.newsletterLoader),
    action: newsletterActions((m) => m.newsletterAction),
    shouldRevalidate: onNewPath,
    ...lazyPage(
      'web/pages/newsletter/NewsletterPage.tsx',
      () =>
        import('./pages/newsletter/NewsletterPage.tsx').then((m) => ({
          Component: m.NewsletterPage,
          belowTheFold: m.loadReaderAccount,
        })),
      {
        head: ({ site }: { site: SiteData }) => ({
          title: 'Newsletter',
          description: `${site.ownerName}’s newsletter: new projects and write-ups by email, as often as you choose. Subscribe with your email address.`,
          canonical: '/newsletter',
        }),
        query: newsletterPageQuery,
      },
    ),
  },
  {
    // Where the embeddable sign-up form lands, from the owner's other pages.
    path: 'newsletter/check-inbox',
    ...lazyPage(
      'web/pages/newsletter/CheckInboxPage.tsx',
      () => import('./pages/newsletter/CheckInboxPage.tsx').then((m) => m.CheckInboxPage),
      {
        head: fixedHead({
          title: 'Check your inbox',
          description: 'Confirm your newsletter subscription with the link we emailed you.',
          noindex: true,
        }),
        query: checkInboxQuery,
      },
    ),
  },
  {
    // The mailed "dashboard preferences" link: sign in for readers, then the dashboard.
    path: 'newsletter/preferences',
    loader: signedOutOnly('/dashboard'),
    action: newsletterActions((m) => m.preferencesAction),
    ...personalPage(
      'web/pages/auth/PreferencesSignInPage.tsx',
      () => import('./pages/auth/PreferencesSignInPage.tsx').then((m) => m.PreferencesSignInPage),
      {
        title: 'Newsletter preferences',
        description: 'Sign in to manage your newsletter preferences.',
      },
    ),
  },
  {
    path: 'newsletter/archive',
    loader: archiveLoaders((m) => m.archiveLoader),
    shouldRevalidate: onNewPath,
    ...lazyPage(
      'web/pages/newsletter-archive/ArchivePage.tsx',
      () => import('./pages/newsletter-archive/ArchivePage.tsx').then((m) => m.ArchivePage),
      {
        head: ({ site }: { site: SiteData }) => ({
          title: 'Newsletter archive',
          description: `Every newsletter issue ${site.ownerName} has sent.`,
        }),
        query: READS_NO_QUERY,
      },
    ),
  },
  {
    path: 'newsletter/archive/:slug',
    loader: archiveLoaders((m) => m.issueLoader),
    shouldRevalidate: onNewPath,
    ...lazyPage(
      'web/pages/newsletter-archive/IssuePage.tsx',
      () => import('./pages/newsletter-archive/IssuePage.tsx').then((m) => m.IssuePage),
      {
        head: ({ data }: { data: IssueData }) => {
          const { issue } = data
          if (!issue) return ISSUE_UNPUBLISHED
          const card = issue.featureImage
            ? { image: newsletterCardPath(issue.id), imageAlt: issue.featureImage.alt || issue.title }
            : {}
          return { title: issue.title, description: `Newsletter issue: ${issue.title}`, ...card }
        },
        notFound: ISSUE_NOT_FOUND,
        query: READS_NO_QUERY,
      },
    ),
  },
  {
    path: 'newsletter/unsubscribe',
    loader: from(() => import('./pages/newsletter-unsubscribe/loader.ts'))((m) => m.unsubscribeLoader),
    ...personalPage(
      'web/pages/newsletter-unsubscribe/UnsubscribePage.tsx',
      () => import('./pages/newsletter-unsubscribe/UnsubscribePage.tsx').then((m) => m.UnsubscribePage),
      { title: 'Unsubscribe', description: 'Stop receiving the newsletter.' },
    ),
  },
  {
    path: 'dashboard',
    loader: from(() => import('./pages/dashboard/loader.ts'))((m) => m.dashboardLoader),
    // The account and newsletter cards post here (docs/decisions/221).
    action: from(() => import('./pages/dashboard/actions.ts'))((m) => m.dashboardAction),
    ...personalPage(
      'web/pages/dashboard/DashboardPage.tsx',
      () => import('./pages/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage),
      { title: 'Dashboard', description: 'Your account and newsletter preferences.' },
    ),
  },
])

/** The whole route table: the server's, and the first one of a browser that opens one of these pages. */
export const allRoutes = withRarePages(rarePages)
