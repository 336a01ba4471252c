import { PAGE_CODE_ID } from '../../src/shared/hydration.ts'

/**
 * Imports the insights beacon (docs/decisions/237) once the page has loaded and the browser is idle, so
 * it never competes with the first paint or hydration. Never on the admin's pages, and not at all when
 * the server marked the page data-insights="off" (INSIGHTS=off). Called by the footer's module, the
 * chunk every public page loads after its own code (web/layout/RootLayout.tsx), so the first-load
 * JavaScript of the pages (web/budgets.ts) does not carry even this loader.
 */
export function loadInsights() {
  // Only on a page the server rendered (it carries the page-code block): not in Storybook's frames.
  if (
    document.documentElement.dataset.insights ||
    /^\/admin\b/.test(location.pathname) ||
    !document.getElementById(PAGE_CODE_ID)
  )
    return
  const start = () =>
    (window.requestIdleCallback || setTimeout)(() => import('./beacon.ts').then((m) => m.startBeacon()))
  document.readyState === 'complete' ? start() : addEventListener('load', start, { once: true })
}
