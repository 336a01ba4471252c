/*
 * The insights beacon (docs/decisions/237): loaded by entry-client.tsx after the page has loaded and the
 * browser is idle, never on the admin. It sends, with navigator.sendBeacon to this origin only, a page
 * view per navigation, outbound clicks, and the landing page's Core Web Vitals when the page is hidden.
 * No cookie, no storage: the visit's time zone, referrer and UTM parameters live in this module only.
 * The server derives project views from /project/{id} page views. web/insights/load.ts imports it.
 *
 * The vitals are measured here with PerformanceObserver rather than the web-vitals package: all five of
 * its metrics weigh 3.3 KB gzip, above the beacon's 2 KB budget. Same definitions, simplified
 * (decision 237): LCP until the first input, CLS as the largest session window, INP as the slowest
 * interaction (what web-vitals reports for visits of fewer than 50 interactions).
 */

type Vitals = Partial<Record<'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb', number>>
type Entry = PerformanceEntry & { value?: number; hadRecentInput?: boolean; interactionId?: number }

const counted = (path: string) => !/^\/admin(\/|$)/.test(path)

/**
 * The visitor's IANA time zone. Temporal answers at once where the browser has it; the first
 * `Intl.DateTimeFormat` of a page loads the locale data, measured here at 170-260 ms of main thread on a
 * phone-speed CPU (Chromium, 4x throttling): a long task on a public page that formats no date itself.
 */
function timeZone(): string {
  const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal
  return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone
}

export function startBeacon() {
  const query = new URLSearchParams(location.search)
  const utm: Record<string, string> = {}
  for (const key of ['source', 'medium', 'campaign']) {
    const value = query.get(`utm_${key}`)
    if (value) utm[key] = value.slice(0, 100)
  }
  const visit = {
    tz: timeZone(),
    ref: document.referrer.slice(0, 2048) || undefined,
    utm: Object.keys(utm).length ? utm : undefined,
  }
  const send = (events: object[]) =>
    navigator.sendBeacon('/api/insights/events', JSON.stringify({ ...visit, events }))

  let shown = ''
  const view = (path: string) => {
    if (path === shown) return
    shown = path
    if (counted(path)) send([{ kind: 'pageview', path }])
  }
  view(location.pathname)
  // A navigation in the page is a pushState by the router (Plausible counts the same way); back and
  // forward are popstate. The router is not imported: the beacon stays free of the app's code.
  const push = history.pushState
  history.pushState = function (...args) {
    push.apply(this, args)
    view(location.pathname)
  }
  addEventListener('popstate', () => view(location.pathname))

  // One delegated listener for links off the site (GitHub, LinkedIn, demos, mailto:).
  addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link || !counted(location.pathname)) return
      const url = new URL(link.href, location.href)
      if (url.origin !== location.origin) {
        send([{ kind: 'outbound', path: location.pathname, target: url.href.slice(0, 2048) }])
      }
    },
    true,
  )

  // ---- Core Web Vitals of the landing page, sent once, when it is first hidden ----
  const landing = location.pathname
  const vitals: Vitals = {}
  const supported = PerformanceObserver.supportedEntryTypes
  const observe = (type: string, each: (entry: Entry) => void, extra = {}) => {
    if (supported.includes(type))
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({
        type,
        buffered: true,
        ...extra,
      })
  }
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  if (nav) vitals.ttfb = Math.max(nav.responseStart, 0)
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') vitals.fcp = e.startTime
  })
  // LCP stops at the first input: what grows after it is the visitor's doing.
  let lcpOpen = true
  const stopLcp = () => {
    lcpOpen = false
  }
  observe('largest-contentful-paint', (e) => {
    if (lcpOpen) vitals.lcp = e.startTime
  })
  addEventListener('keydown', stopLcp, { once: true, capture: true })
  addEventListener('pointerdown', stopLcp, { once: true, capture: true })
  // CLS: the largest session window (shifts less than 1 s apart, at most 5 s long).
  if (supported.includes('layout-shift')) vitals.cls = 0
  let session = 0
  let first = 0
  let last = 0
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return
    if (session && e.startTime - last < 1000 && e.startTime - first < 5000) session += e.value!
    else {
      session = e.value!
      first = e.startTime
    }
    last = e.startTime
    vitals.cls = Math.max(vitals.cls!, session)
  })
  // INP: the slowest interaction (first-input catches one quicker than the event threshold).
  const interaction = (e: Entry) => {
    if (e.interactionId) vitals.inp = Math.max(vitals.inp ?? 0, e.duration)
  }
  observe('first-input', interaction)
  observe('event', interaction, { durationThreshold: 40 })

  let reported = false
  // Hidden, or being left: Chrome does not always say hidden before pagehide, Safari may skip visibilitychange.
  const report = (event: Event) => {
    if (reported || (event.type !== 'pagehide' && document.visibilityState !== 'hidden') || !counted(landing))
      return
    reported = true
    // Whole milliseconds; CLS to four decimals.
    for (const key in vitals) {
      const k = key as keyof Vitals
      vitals[k] = k === 'cls' ? Math.round(vitals[k]! * 1e4) / 1e4 : Math.round(vitals[k]!)
    }
    send([{ kind: 'vitals', path: landing, ...vitals }])
  }
  addEventListener('visibilitychange', report)
  addEventListener('pagehide', report)
}
