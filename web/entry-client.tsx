import '@vitejs/plugin-react/preamble'
import './theme/fonts.ts'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app/AppProviders.tsx'
import { readBoot } from './app/boot.ts'
import { createBrowserClient } from './app/urql.ts'
import { routes } from './routes.tsx'

// The server rendered the matched lazy routes already: load their code before hydrating, or the first
// client render would differ from the server HTML.
await Promise.all(
  (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return
    Object.assign(route, await route.lazy(), { lazy: undefined })
  }),
)

const boot = readBoot()
// Picks up window.__staticRouterHydrationData written by the server renderer.
const router = createBrowserRouter(routes)

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <AppProviders client={createBrowserClient(boot.urql)} site={boot.site}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
