import type { ComponentType } from 'react'
import type { RouteObject, ShouldRevalidateFunction } from 'react-router'
import type { HeadData, RouteHandle } from './app/head.ts'
import type { SiteConfig } from './app/site-config.tsx'
import { RootLayout } from './layout/RootLayout.tsx'
import { type AdminData, adminLoader } from './pages/admin/loader.ts'
import { signedOutOnly } from './pages/auth/loader.ts'
import { dashboardLoader } from './pages/dashboard/loader.ts'
import { PageError } from './pages/error/PageError.tsx'
import { JOB_TITLE } from './pages/home/job-title.ts'
import { homeLoader } from './pages/home/loader.ts'
import { NotFoundPage } from './pages/not-found/NotFoundPage.tsx'
import { type ProjectPageData, projectLoader } from './pages/project/loader.ts'
import { projectsLoader } from './pages/projects/loader.ts'

interface PageModule {
  Component: ComponentType
  ErrorBoundary?: ComponentType
}

/**
 * Every page loads as its own chunk, so a page's first load carries only its own code (budgets in
 * web/budgets.ts) and readers of the public pages never download the admin panel (dnd-kit, forms).
 * `module` must be the file the import points at: the server preloads its chunk. Loaders stay in the
 * main bundle, so data and code load in parallel.
 */
function lazyPage(
  module: string,
  load: () => Promise<ComponentType | PageModule>,
  handle: Omit<RouteHandle, 'module'>,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    handle: { ...handle, module },
    lazy: async () => {
      const page = await load()
      return typeof page === 'function' ? { Component: page } : page
    },
  }
}

const PROJECT_NOT_FOUND: HeadData = {
  title: 'Project not found',
  description: 'There is no project at this address.',
}

/**
 * Public content is loaded again only for another page: filters and the view live in the search string,
 * and changing them must not turn the list back into 'Loading projects...'.
 */
const onNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname

const fixedHead = (head: HeadData) => () => head

/** The spec's route table. Kept apart from components so Fast Refresh can update them in place. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    handle: {
      head: ({ site }: { site: SiteConfig }) => ({
        title: `${site.ownerName} · FullStack Machine Learning Engineer`,
        description: `Projects, work experience and notes from ${site.ownerName}, a full-stack machine-learning engineer.`,
      }),
    } satisfies RouteHandle,
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
              () => import('./pages/home/HomePage.tsx').then((m) => m.HomePage),
              {
                head: ({ site }: { site: SiteConfig }) => ({
                  title: `${site.ownerName} · ${JOB_TITLE}`,
                  description: `${site.ownerName}, ${JOB_TITLE.toLowerCase()}: projects, work experience and a little background.`,
                }),
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
                head: fixedHead({
                  title: 'Projects',
                  description: 'Every project, searchable and filterable by technology and status.',
                }),
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
                head: async ({ data }: { data: ProjectPageData }) => {
                  const project = await data.project
                  if (!project) return PROJECT_NOT_FOUND
                  return {
                    title: project.title,
                    description: project.description,
                    image: project.heroImageUrl ?? undefined,
                  }
                },
                notFound: PROJECT_NOT_FOUND,
              },
            ),
          },
          {
            path: 'admin',
            loader: adminLoader,
            ...lazyPage(
              'web/pages/admin/AdminPage.tsx',
              () => import('./pages/admin/AdminPage.tsx').then((m) => m.AdminPage),
              {
                head: ({ data }: { data: AdminData }) => ({
                  title: 'Admin Panel',
                  description: 'Manage projects, work experience and media.',
                  refreshTo: data.access === 'signed-out' ? '/auth' : undefined,
                }),
                personal: true,
              },
            ),
          },
          {
            path: 'auth',
            loader: signedOutOnly('/'),
            ...lazyPage(
              'web/pages/auth/AuthPage.tsx',
              () => import('./pages/auth/AuthPage.tsx').then((m) => m.AuthPage),
              {
                head: fixedHead({ title: 'Admin Login', description: 'Sign in to manage the portfolio.' }),
                personal: true,
              },
            ),
          },
          {
            path: 'newsletter',
            loader: signedOutOnly('/dashboard'),
            ...lazyPage(
              'web/pages/newsletter/NewsletterPage.tsx',
              () => import('./pages/newsletter/NewsletterPage.tsx').then((m) => m.NewsletterPage),
              {
                head: fixedHead({
                  title: 'Newsletter',
                  description: 'Create an account for newsletter updates, or sign in.',
                }),
                personal: true,
              },
            ),
          },
          {
            path: 'dashboard',
            loader: dashboardLoader,
            ...lazyPage(
              'web/pages/dashboard/DashboardPage.tsx',
              () => import('./pages/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage),
              {
                head: fixedHead({
                  title: 'Dashboard',
                  description: 'Your account and newsletter preferences.',
                }),
                personal: true,
              },
            ),
          },
          {
            path: '*',
            Component: NotFoundPage,
            handle: {
              head: fixedHead({ title: 'Page Not Found', description: 'There is nothing at this address.' }),
              status: 404,
            } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
]
