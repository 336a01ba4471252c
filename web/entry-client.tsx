import '@vitejs/plugin-react/preamble'
import './theme/fonts.ts'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterContextProvider, type RouterState } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app/AppProviders.tsx'
import { AnnounceHydrated } from './app/announce-hydrated.tsx'
import { createBrowserClient } from './app/graphql-client.ts'
import type { RouteHandle } from './app/head.ts'
import { pageDataSource } from './app/page-data.ts'
import { mayBeRarePage, PAGES_ROUTE_ID, routes } from './routes.tsx'

// A rarely opened page (admin, account...) needs its route, whose chunk the server preloaded for it.
const table = mayBeRarePage(window.location.pathname) ? (await import('./rare-routes.tsx')).allRoutes : routes

// The server rendered the matched lazy routes already: load their code before hydrating, or the first
// client render would differ from the server HTML. Parts a page hydrates later are not awaited here.
await Promise.all(
  (matchRoutes(table, window.location) ?? []).map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return
    const load = (route.handle as RouteHandle | undefined)?.hydrate ?? route.lazy
    Object.assign(route, await load(), { lazy: undefined })
  }),
)

const client = createBrowserClient()
const browserApi = (path: string, init?: RequestInit) => fetch(path, { credentials: 'include', ...init })
// SITE_URL as the server wrote it into the first page's canonical link: later heads use the same origin.
const siteUrl = new URL(
  document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? window.location.href,
).origin
// Picks up window.__staticRouterHydrationData written by the server renderer, so the first page runs
// no loader (and makes no GraphQL request).
const router = createBrowserRouter(table, {
  getContext() {
    const context = new RouterContextProvider()
    context.set(pageDataSource, { client, awaitAll: false, api: browserApi })
    return context
  },
  // The rarely opened pages join the table on the first navigation to one of them.
  async patchRoutesOnNavigation({ path, patch }) {
    if (mayBeRarePage(path)) patch(PAGES_ROUTE_ID, (await import('./rare-routes.tsx')).rarePages)
  },
})

// The head of the first page came from the server; after each navigation it follows the new page,
// with code loaded on the first navigation rather than by every first page.
let shown: RouterState['loaderData'] | null = router.state.loaderData
router.subscribe((state) => {
  if (state.navigation.state !== 'idle' || state.loaderData === shown) return
  shown = state.loaderData
  void import('./app/head.ts').then(({ applyHead, pageHead, UNAVAILABLE_HEAD }) =>
    Promise.resolve(pageHead(state))
      .catch(() => UNAVAILABLE_HEAD)
      .then((head) => {
        if (router.state.location === state.location) applyHead(head, siteUrl)
      }),
  )
})

// A page restored from the back/forward cache may show a session that has ended since: its loaders
// check again (docs/decisions/100-page-data-in-loaders.md).
window.addEventListener('pageshow', (event) => {
  if (event.persisted) void router.revalidate()
})

// As a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page in one task (a phone's total blocking time), and input arriving meanwhile
// is handled first. react-router's own client entry does the same.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <AppProviders client={client}>
        <AnnounceHydrated>
          <RouterProvider router={router} />
        </AnnounceHydrated>
      </AppProviders>
    </StrictMode>,
  )
})
