import type { ComponentType } from 'react'
import { matchRoutes, type RouteObject, type ShouldRevalidateFunction } from 'react-router'
import { HOME_CARD_PATH, projectCardPath } from '../src/shared/social-images.ts'
import type { HeadData, RouteHandle } from './app/head.ts'
import { NOT_FOUND_HEAD } from './app/not-found-head.ts'
import { READS_NO_QUERY } from './app/page-query.ts'
import { ROOT_ROUTE_ID, rootLoader, rootShouldRevalidate } from './app/site.ts'
import { BANNER_BACKGROUND_URL } from './components/banner/background.ts'
import type { SiteData } from './graphql/types.ts'
import { RootError, RootLayout } from './layout/RootLayout.tsx'
import { PageError } from './pages/error/PageError.tsx'
import { homeLoader } from './pages/home/loader.ts'
import { type ProjectPageData, projectLoader } from './pages/project/loader.ts'
import { projectsLoader } from './pages/projects/loader.ts'
import { projectsPageQuery } from './pages/projects/query-state.ts'

interface PageModule {
  Component: ComponentType
  ErrorBoundary?: ComponentType
  /** Below-the-fold code in lazy Suspense boundaries: hydration does not wait for it, a navigation does. */
  belowTheFold?: () => Promise<unknown>
}

const asModule = (page: ComponentType | PageModule): PageModule =>
  typeof page === 'function' ? { Component: page } : page

/**
 * Every page is its own chunk, so a first load carries only that page's code (web/budgets.ts). `module`
 * is the imported file, whose chunk the server preloads; loaders stay in the table, loading in parallel.
 */
export function lazyPage(
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

/** The site's link preview: the owner's uploaded social image, else the drawn owner card. */
const homeCard = (site: SiteData) => ({
  image: site.socialImageUrl ?? HOME_CARD_PATH,
  imageAlt: `${site.ownerName}, ${site.jobTitle}`,
})

/**
 * Public content loads again for another page (changed filters must not bring back 'Loading projects...'),
 * or on an explicit revalidation of the same address (Retry, a page back from the back/forward cache).
 */
export const onNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href

export const fixedHead = (head: HeadData) => () => head

/** The pages a reader may open first. The rest are discovered on navigation (web/rare-routes.tsx). */
const publicPages: RouteObject[] = [
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
]

/** The route that holds every page: the rarely opened ones join its children when they are needed. */
export const PAGES_ROUTE_ID = 'pages'

/** The spec's route table with these pages. Kept apart from components so Fast Refresh can update them in place. */
const table = (pages: RouteObject[]): RouteObject[] => [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    // The site settings: header, footer, hero, About and the head of every page read them.
    loader: rootLoader,
    shouldRevalidate: rootShouldRevalidate,
    Component: RootLayout,
    // Only when the settings themselves cannot load (an outage): a page without the header.
    ErrorBoundary: RootError,
    // Errors of any page (an outage is 503) show inside the layout, header included.
    children: [{ id: PAGES_ROUTE_ID, ErrorBoundary: PageError, children: pages }],
  },
]

/** The table a browser starts with: the public pages, and the catch-all for every other address. */
export const routes = table(publicPages)

/** The whole table, with the rarely opened pages: the server's, and a browser's once it has loaded them. */
export const withRarePages = (rarePages: RouteObject[]) => table([...publicPages, ...rarePages])

/** Whether the starting table answers this path with its catch-all: it may be a rare page, not yet loaded. */
export const mayBeRarePage = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path === '*'
