import '@vitejs/plugin-react/preamble'
import './theme/fonts.ts'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterContextProvider, type RouterState } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app/AppProviders.tsx'
import { readBoot } from './app/boot.ts'
import { createBrowserClient } from './app/graphql-client.ts'
import { applyHead, pageHead, UNAVAILABLE_HEAD } from './app/head.ts'
import { pageDataSource } from './app/page-data.ts'
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
const client = createBrowserClient()
// Picks up window.__staticRouterHydrationData written by the server renderer, so the first page runs
// no loader (and makes no GraphQL request).
const router = createBrowserRouter(routes, {
  getContext() {
    const context = new RouterContextProvider()
    context.set(pageDataSource, { client, awaitAll: false })
    return context
  },
})

// The head of the first page came from the server; after each navigation it follows the new page.
let shown: RouterState['loaderData'] | null = router.state.loaderData
router.subscribe((state) => {
  if (state.navigation.state !== 'idle' || state.loaderData === shown) return
  shown = state.loaderData
  Promise.resolve(pageHead(state, boot.site))
    .catch(() => UNAVAILABLE_HEAD)
    .then((head) => {
      if (router.state.location === state.location) applyHead(head)
    })
})

// A page restored from the back/forward cache may show a session that has ended since: its loaders
// check again (docs/decisions/100-page-data-in-loaders.md).
window.addEventListener('pageshow', (event) => {
  if (event.persisted) void router.revalidate()
})

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <AppProviders client={client} site={boot.site}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
