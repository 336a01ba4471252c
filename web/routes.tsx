import type { RouteObject } from 'react-router'
import { RootLayout } from './layout/RootLayout.tsx'
import { AdminPage } from './pages/admin/AdminPage.tsx'
import { AuthPage } from './pages/auth/AuthPage.tsx'
import { DashboardPage } from './pages/dashboard/DashboardPage.tsx'
import { HomePage } from './pages/home/HomePage.tsx'
import { NewsletterPage } from './pages/newsletter/NewsletterPage.tsx'
import { NotFoundPage } from './pages/not-found/NotFoundPage.tsx'
import { ProjectPage } from './pages/project/ProjectPage.tsx'
import { ProjectsPage } from './pages/projects/ProjectsPage.tsx'

/** The spec's route table. Kept apart from components so Fast Refresh can update them in place. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, Component: HomePage },
      { path: 'projects', Component: ProjectsPage },
      { path: 'project/:id', Component: ProjectPage },
      { path: 'admin', Component: AdminPage },
      { path: 'auth', Component: AuthPage },
      { path: 'newsletter', Component: NewsletterPage },
      { path: 'dashboard', Component: DashboardPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
]
