import type { ComponentType } from 'react'
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  RouteObject,
  ShouldRevalidateFunction,
} from 'react-router'
import { HOME_CARD_PATH, projectCardPath } from '../src/shared/social-images.ts'
import type { HeadData, RouteHandle } from './app/head.ts'
import { NOT_FOUND_HEAD } from './app/not-found-head.ts'
import { READS_NO_QUERY } from './app/page-query.ts'
import { ROOT_ROUTE_ID, rootLoader, rootShouldRevalidate } from './app/site.ts'
import { BANNER_BACKGROUND_URL } from './components/banner/background.ts'
import type { SiteData } from './graphql/types.ts'
import { RootError, RootLayout } from './layout/RootLayout.tsx'
import type { AdminData } from './pages/admin/loader.ts'
import { signedOutOnly } from './pages/auth/loader.ts'
import { PageError } from './pages/error/PageError.tsx'
import { homeLoader } from './pages/home/loader.ts'
import type { IssueData } from './pages/newsletter-archive/loader.ts'
import { type ProjectPageData, projectLoader } from './pages/project/loader.ts'
import { projectsLoader } from './pages/projects/loader.ts'
import { projectsPageQuery } from './pages/projects/query-state.ts'

interface PageModule {
  Component: ComponentType
  ErrorBoundary?: ComponentType
  /**
   * Code the page renders in lazy Suspense boundaries (below the fold). Hydration does not wait for it,
   * since React keeps the server's HTML there until it arrives; a navigation does, so it shows no gap.
   */
  belowTheFold?: () => Promise<unknown>
}

/**
 * The loader of a page that readers of the public pages rarely open (admin, account, archive, mailed
 * links): its code comes with the first visit there, in parallel with the page's chunk, instead of in
 * every page's first load (docs/decisions/150-js-diet.md).
 */
const lazyLoader =
  <Data,>(load: () => Promise<(args: LoaderFunctionArgs) => Data>) =>
  async (args: LoaderFunctionArgs) =>
    (await load())(args)

const asModule = (page: ComponentType | PageModule): PageModule =>
  typeof page === 'function' ? { Component: page } : page

/**
 * Every page loads as its own chunk, so a page's first load carries only its own code (budgets in
 * web/budgets.ts) and readers of the public pages never download the admin panel (dnd-kit, forms).
 * `module` must be the file the import points at: the server preloads its chunk. Loaders stay in the
 * main bundle, so data and code load in parallel.
 */
function lazyPage(
  module: string,
  load: () => Promise<ComponentType | PageModule>,
  handle: Omit<RouteHandle, 'module' | 'hydrate'>,
): Pick<RouteObject, 'lazy' | 'handle'> {
  const components = ({ Component, ErrorBoundary }: PageModule) =>
    ErrorBoundary ? { Component, ErrorBoundary } : { Component }
  return {
    handle: {
      ...handle,
      module,
      hydrate: async () => components(asModule(await load())),
    } satisfies RouteHandle,
    lazy: async () => {
      const page = asModule(await load())
      await page.belowTheFold?.()
      return components(page)
    },
  }
}

const PROJECT_NOT_FOUND: HeadData = {
  title: 'Project not found',
  description: 'There is no project at this address.',
  noindex: true,
}

/**
 * The site's own link preview: the owner's default social image (Site tab, cropped to 1200×630) when
 * one was uploaded, else the drawn owner card (src/modules/seo/social-cards.tsx).
 */
const homeCard = (site: SiteData) => ({
  image: site.socialImageUrl ?? HOME_CARD_PATH,
  imageAlt: `${site.ownerName}, ${site.jobTitle}`,
})

/**
 * Public content is loaded again only for another page: filters and the view live in the search string,
 * and changing them must not turn the list back into 'Loading projects...'. An explicit revalidation
 * (same address: a Retry button, a page back from the back/forward cache) loads again too.
 */
const onNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href

const fixedHead = (head: HeadData) => () => head

/**
 * The admin layout loads again for another screen, like public content; but not after a refused write
 * (a 4xx action): the screen stays and says so, and for an ended session its 'Unauthorized' toast
 * comes before the redirect to sign in (spec section 9), instead of the layout's signed-out state.
 */
const adminShouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.actionStatus !== undefined && args.actionStatus >= 400 ? false : onNewPath(args)

type AdminLoaders = typeof import('./pages/admin/loader.ts')

const adminScreenLoader = <Data,>(pick: (loaders: AdminLoaders) => (args: LoaderFunctionArgs) => Data) =>
  lazyLoader(() => import('./pages/admin/loader.ts').then(pick))

type AuthActions = typeof import('./pages/auth/actions.ts')

/** The signed-out forms (sign in, sign up, forgot and reset password) post to their page (docs/decisions/221). */
const authAction =
  <Data,>(pick: (actions: AuthActions) => (args: ActionFunctionArgs) => Data) =>
  async (args: ActionFunctionArgs) =>
    pick(await import('./pages/auth/actions.ts'))(args)

type AdminActions = typeof import('./pages/admin/actions.ts')

/** A screen's forms post to its action, which writes through the REST API (docs/decisions/221). */
const adminScreenAction =
  <Data,>(pick: (actions: AdminActions) => (args: ActionFunctionArgs) => Data) =>
  async (args: ActionFunctionArgs) =>
    pick(await import('./pages/admin/actions.ts'))(args)

/** An admin screen: the layout route above gives it its head and decides who sees it. */
const adminScreen = (module: string, load: () => Promise<ComponentType>) =>
  lazyPage(module, load, { personal: true })

const ISSUE_NOT_FOUND: HeadData = {
  title: 'Issue not found',
  description: 'There is no newsletter issue at this address.',
}

const ISSUE_UNPUBLISHED: HeadData = {
  title: 'Issue taken down',
  description: 'This newsletter issue is no longer published.',
  noindex: true,
}

/** The spec's route table. Kept apart from components so Fast Refresh can update them in place. */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    // The site settings: header, footer, hero, About and the head of every page read them.
    loader: rootLoader,
    shouldRevalidate: rootShouldRevalidate,
    Component: RootLayout,
    // Only when the settings themselves cannot load (an outage): a page without the header.
    ErrorBoundary: RootError,
    children: [
      {
        // Errors of any page (an outage is 503) show inside the layout, header included.
        ErrorBoundary: PageError,
        children: [
          {
            index: true,
            loader: homeLoader,
            shouldRevalidate: onNewPath,
            ...lazyPage(
              'web/pages/home/HomePage.tsx',
              () =>
                import('./pages/home/HomePage.tsx').then((m) => ({
                  Component: m.HomePage,
                  belowTheFold: m.loadHomeSections,
                })),
              {
                head: ({ site }: { site: SiteData }) => ({
                  title: `${site.ownerName} · ${site.jobTitle}`,
                  description: site.description,
                  canonical: '/',
                  about: { kind: 'home' },
                  ...homeCard(site),
                }),
                query: READS_NO_QUERY,
              },
            ),
          },
          {
            path: 'projects',
            loader: projectsLoader,
            shouldRevalidate: onNewPath,
            ...lazyPage(
              'web/pages/projects/ProjectsPage.tsx',
              () => import('./pages/projects/ProjectsPage.tsx').then((m) => m.ProjectsPage),
              {
                // Filters and the view live in the query string: every variant is the one list page.
                head: ({ site }: { site: SiteData }) => ({
                  title: 'Projects',
                  description: 'Every project, searchable and filterable by technology and status.',
                  canonical: '/projects',
                  ...homeCard(site),
                }),
                heroImage: BANNER_BACKGROUND_URL,
                query: projectsPageQuery,
              },
            ),
          },
          {
            path: 'project/:id',
            loader: projectLoader,
            shouldRevalidate: onNewPath,
            ...lazyPage(
              'web/pages/project/ProjectPage.tsx',
              () =>
                import('./pages/project/ProjectPage.tsx').then((m) => ({
                  Component: m.ProjectPage,
                  ErrorBoundary: m.ProjectError,
                })),
              {
                head: async ({ data, site }: { data: ProjectPageData; site: SiteData }) => {
                  const project = await data.project
                  if (!project) return PROJECT_NOT_FOUND
                  return {
                    title: project.title,
                    description: project.description,
                    canonical: `/project/${project.id}`,
                    // The hero image when there is one, else a drawn card: always 1200×630.
                    image: projectCardPath(project.id),
                    imageAlt: `${project.title}, a project by ${site.ownerName}`,
                    about: { kind: 'project', project },
                  }
                },
                notFound: PROJECT_NOT_FOUND,
                query: READS_NO_QUERY,
              },
            ),
          },
          {
            // The first run's owner setup, while the site has no administrator (issue #20 item 11).
            path: 'admin/setup',
            loader: lazyLoader(() => import('./pages/setup/setup.ts').then((m) => m.ownerSetupLoader)),
            action: lazyLoader(() => import('./pages/setup/setup.ts').then((m) => m.ownerSetupAction)),
            ...lazyPage(
              'web/pages/setup/OwnerSetupPage.tsx',
              () => import('./pages/setup/OwnerSetupPage.tsx').then((m) => m.OwnerSetupPage),
              {
                head: fixedHead({
                  title: 'Set up your site',
                  description: 'Create the owner account of this site.',
                  noindex: true,
                }),
                personal: true,
              },
            ),
          },
          {
            path: 'admin',
            // Who may see the panel, for every screen below (see adminLoader); the Inbox link's count.
            loader: lazyLoader(() => import('./pages/admin/loader.ts').then((m) => m.adminLoader)),
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
                action: adminScreenAction((m) => m.projectsAction),
                loader: adminScreenLoader((m) => m.adminProjectsLoader),
                ...adminScreen('web/pages/admin/ProjectsTab.tsx', () =>
                  import('./pages/admin/ProjectsTab.tsx').then((m) => m.ProjectsScreen),
                ),
              },
              {
                path: 'work',
                action: adminScreenAction((m) => m.workAction),
                loader: adminScreenLoader((m) => m.adminWorkLoader),
                ...adminScreen('web/pages/admin/WorkExperienceTab.tsx', () =>
                  import('./pages/admin/WorkExperienceTab.tsx').then((m) => m.WorkExperienceScreen),
                ),
              },
              {
                path: 'site',
                action: adminScreenAction((m) => m.siteAction),
                loader: adminScreenLoader((m) => m.adminSiteLoader),
                ...adminScreen('web/pages/admin/SiteTab.tsx', () =>
                  import('./pages/admin/SiteTab.tsx').then((m) => m.SiteScreen),
                ),
              },
              {
                path: 'inbox',
                action: adminScreenAction((m) => m.inboxAction),
                loader: adminScreenLoader((m) => m.adminInboxLoader),
                ...adminScreen('web/pages/admin/InboxTab.tsx', () =>
                  import('./pages/admin/InboxTab.tsx').then((m) => m.InboxScreen),
                ),
              },
              {
                path: 'subscribers',
                action: adminScreenAction((m) => m.subscribersAction),
                loader: adminScreenLoader((m) => m.adminReadersLoader),
                ...adminScreen('web/pages/admin/SubscribersTab.tsx', () =>
                  import('./pages/admin/SubscribersTab.tsx').then((m) => m.SubscribersScreen),
                ),
              },
              {
                // Issues load and poll their progress in the screen itself (the send runs for minutes);
                // the composer and unpublishing post to the action (decision 227).
                path: 'newsletter',
                action: adminScreenAction((m) => m.newsletterAction),
                ...adminScreen('web/pages/admin/newsletter/NewsletterTab.tsx', () =>
                  import('./pages/admin/newsletter/NewsletterTab.tsx').then((m) => m.NewsletterTab),
                ),
              },
              {
                path: 'outbox',
                loader: adminScreenLoader((m) => m.adminOutboxLoader),
                ...adminScreen('web/pages/admin/OutboxTab.tsx', () =>
                  import('./pages/admin/OutboxTab.tsx').then((m) => m.OutboxScreen),
                ),
              },
            ],
          },
          {
            path: 'auth',
            loader: signedOutOnly('/'),
            action: authAction((m) => m.authAction),
            ...lazyPage(
              'web/pages/auth/AuthPage.tsx',
              () => import('./pages/auth/AuthPage.tsx').then((m) => m.AuthPage),
              {
                // The card keeps the spec's 'Admin Login' heading, but readers land here too (a signed-out
                // /dashboard redirects here, spec section 2): the tab says what the page does for both.
                head: fixedHead({
                  title: 'Sign in',
                  description: 'Sign in to your account, or to manage the portfolio.',
                  noindex: true,
                }),
                personal: true,
              },
            ),
          },
          {
            path: 'auth/forgot',
            action: authAction((m) => m.forgotAction),
            ...lazyPage(
              'web/pages/auth/ForgotPasswordPage.tsx',
              () => import('./pages/auth/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
              {
                head: fixedHead({
                  title: 'Forgot password',
                  description: 'Get a link to choose a new password.',
                }),
                personal: true,
              },
            ),
          },
          {
            path: 'auth/reset',
            action: authAction((m) => m.resetAction),
            ...lazyPage(
              'web/pages/auth/ResetPasswordPage.tsx',
              () => import('./pages/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
              {
                head: fixedHead({
                  title: 'Choose a new password',
                  description: 'Set a new password for your account.',
                }),
                personal: true,
              },
            ),
          },
          {
            path: 'newsletter/confirm',
            ...lazyPage(
              'web/pages/account/ConfirmLinkPage.tsx',
              () => import('./pages/account/ConfirmLinkPage.tsx').then((m) => m.ConfirmSubscriptionPage),
              {
                head: fixedHead({
                  title: 'Confirm subscription',
                  description: 'Confirm your newsletter subscription.',
                }),
                personal: true,
              },
            ),
          },
          {
            path: 'account/confirm-email',
            ...lazyPage(
              'web/pages/account/ConfirmLinkPage.tsx',
              () => import('./pages/account/ConfirmLinkPage.tsx').then((m) => m.ConfirmEmailPage),
              {
                head: fixedHead({
                  title: 'Confirm email address',
                  description: 'Confirm the new address of your account.',
                }),
                personal: true,
              },
            ),
          },
          {
            path: 'newsletter',
            loader: signedOutOnly('/dashboard'),
            action: authAction((m) => m.newsletterAction),
            ...lazyPage(
              'web/pages/newsletter/NewsletterPage.tsx',
              () => import('./pages/newsletter/NewsletterPage.tsx').then((m) => m.NewsletterPage),
              {
                head: fixedHead({
                  title: 'Newsletter',
                  description: 'Create an account for newsletter updates, or sign in.',
                  noindex: true,
                }),
                personal: true,
              },
            ),
          },
          {
            path: 'newsletter/archive',
            loader: lazyLoader(() =>
              import('./pages/newsletter-archive/loader.ts').then((m) => m.archiveLoader),
            ),
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
            loader: lazyLoader(() =>
              import('./pages/newsletter-archive/loader.ts').then((m) => m.issueLoader),
            ),
            shouldRevalidate: onNewPath,
            ...lazyPage(
              'web/pages/newsletter-archive/IssuePage.tsx',
              () => import('./pages/newsletter-archive/IssuePage.tsx').then((m) => m.IssuePage),
              {
                head: ({ data }: { data: IssueData }) =>
                  data.issue
                    ? { title: data.issue.title, description: `Newsletter issue: ${data.issue.title}` }
                    : ISSUE_UNPUBLISHED,
                notFound: ISSUE_NOT_FOUND,
                query: READS_NO_QUERY,
              },
            ),
          },
          {
            path: 'newsletter/unsubscribe',
            loader: lazyLoader(() =>
              import('./pages/newsletter-unsubscribe/loader.ts').then((m) => m.unsubscribeLoader),
            ),
            ...lazyPage(
              'web/pages/newsletter-unsubscribe/UnsubscribePage.tsx',
              () =>
                import('./pages/newsletter-unsubscribe/UnsubscribePage.tsx').then((m) => m.UnsubscribePage),
              {
                head: fixedHead({ title: 'Unsubscribe', description: 'Stop receiving the newsletter.' }),
                personal: true,
              },
            ),
          },
          {
            path: 'dashboard',
            loader: lazyLoader(() => import('./pages/dashboard/loader.ts').then((m) => m.dashboardLoader)),
            // The account and newsletter cards post here (docs/decisions/221).
            action: async (args: ActionFunctionArgs) =>
              (await import('./pages/dashboard/actions.ts')).dashboardAction(args),
            ...lazyPage(
              'web/pages/dashboard/DashboardPage.tsx',
              () => import('./pages/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage),
              {
                head: fixedHead({
                  title: 'Dashboard',
                  description: 'Your account and newsletter preferences.',
                  noindex: true,
                }),
                personal: true,
              },
            ),
          },
          {
            // No `query`: every address the server answers itself (/graphql, /api/…, feeds) matches here
            // too, and the page cache cannot know what those read, so each query stays its own copy.
            path: '*',
            ...lazyPage(
              'web/pages/not-found/NotFoundPage.tsx',
              () => import('./pages/not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage),
              {
                head: fixedHead(NOT_FOUND_HEAD),
                status: 404,
                heroImage: BANNER_BACKGROUND_URL,
              },
            ),
          },
        ],
      },
    ],
  },
]
