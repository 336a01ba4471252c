import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { RootLayout } from './layout/RootLayout.tsx'
import { HomePage } from './pages/home/HomePage.tsx'
import { NotFoundPage } from './pages/not-found/NotFoundPage.tsx'
import { ProjectPage } from './pages/project/ProjectPage.tsx'
import { ProjectsPage } from './pages/projects/ProjectsPage.tsx'

/** Where the server finds a lazy route's source module in Vite's manifest, to preload its chunk. */
export interface RouteHandle {
  module?: string
}

/**
 * Account and admin screens load as their own chunks so readers of the public pages never download
 * the admin panel (dnd-kit, forms). `module` must be the file the import points at.
 */
function lazyPage(module: string, load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: RouteHandle = { module }
  return { handle, lazy: async () => ({ Component: await load() }) }
}

/** The spec's route table. Kept apart from components so Fast Refresh can update them in place. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, Component: HomePage },
      { path: 'projects', Component: ProjectsPage },
      { path: 'project/:id', Component: ProjectPage },
      {
        path: 'admin',
        ...lazyPage('web/pages/admin/AdminPage.tsx', () =>
          import('./pages/admin/AdminPage.tsx').then((m) => m.AdminPage),
        ),
      },
      {
        path: 'auth',
        ...lazyPage('web/pages/auth/AuthPage.tsx', () =>
          import('./pages/auth/AuthPage.tsx').then((m) => m.AuthPage),
        ),
      },
      {
        path: 'newsletter',
        ...lazyPage('web/pages/newsletter/NewsletterPage.tsx', () =>
          import('./pages/newsletter/NewsletterPage.tsx').then((m) => m.NewsletterPage),
        ),
      },
      {
        path: 'dashboard',
        ...lazyPage('web/pages/dashboard/DashboardPage.tsx', () =>
          import('./pages/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage),
        ),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]
