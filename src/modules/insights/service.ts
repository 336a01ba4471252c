import ct from 'countries-and-timezones'
import { isbot } from 'isbot'
import UAParser from 'ua-parser-js'
import type { Config } from '../../config.ts'
import type { Sql } from '../../db/client.ts'
import type { Logger } from '../../http/logger.ts'
import { VITAL_METRICS } from '../../shared/insights.ts'
import { CONTROL_RANGE } from '../../shared/text.ts'
import { countInsightDropped } from '../metrics/registry.ts'
import type { BeaconBody, DropReason, InsightEventRow, InsightKind } from './model.ts'
import { createVisitorIds } from './visitor.ts'
import { createInsightWriter, type InsightWriter, type WriterOptions } from './writer.ts'

/**
 * What the service needs to know about the request behind an event, read by the routes (no Elysia
 * context here). The ip and user agent only feed the visitor hash; neither is ever stored.
 */
export interface InsightClient {
  ip: string
  userAgent: string
  /** `Sec-GPC: 1`: the browser asks not to be tracked. */
  gpc: boolean
  /** `Sec-Purpose: prefetch` / `Purpose: prefetch`: nobody saw the page. */
  prefetch: boolean
  /** Whether the request carries a signed-in admin's session; asked only when nothing else excluded it. */
  isAdmin(): Promise<boolean>
}

/**
 * An insight_events row with when, what, who and where, every other column empty unless `row` fills it:
 * the beacon's events start from it, and so do the tests' rows.
 */
export const insightEventRow = (
  row: Pick<InsightEventRow, 'at' | 'kind' | 'visitor' | 'path'> & Partial<InsightEventRow>,
): InsightEventRow => ({
  target: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  country: null,
  browser: null,
  os: null,
  device: null,
  lcp: null,
  inp: null,
  cls: null,
  fcp: null,
  ttfb: null,
  ...row,
})

/** Events one visitor may send per minute; more is a script, not a person reading pages. */
const VISITOR_EVENTS_PER_MINUTE = 120

export interface InsightsOptions {
  now?: () => Date
  writer?: WriterOptions
}

export interface Insights {
  readonly enabled: boolean
  readonly writer: InsightWriter
  /** Counts a beacon's events (or drops them, with the reason); resolves once they are buffered. */
  recordBeacon(body: BeaconBody, client: InsightClient): Promise<{ accepted: number; dropped?: DropReason }>
  /** A sign-up or contact message the server accepted, with the page it came from. */
  recordServerEvent(kind: 'signup' | 'contact', page: string, client: InsightClient): Promise<void>
  /** Writes what is buffered (graceful shutdown). */
  stop(): Promise<void>
}

type Device = InsightEventRow['device']

/** Browser, OS and device class of a user agent; the parse is cached, a site sees few distinct agents. */
function createUaParser() {
  const cache = new Map<string, { browser: string | null; os: string | null; device: Device }>()
  return (userAgent: string) => {
    let parsed = cache.get(userAgent)
    if (!parsed) {
      const result = new UAParser(userAgent).getResult()
      const type = result.device.type
      parsed = {
        browser: result.browser.name?.slice(0, 50) ?? null,
        os: result.os.name?.slice(0, 50) ?? null,
        device:
          type === 'mobile' || type === 'wearable' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop',
      }
      if (cache.size >= 1000) cache.delete(cache.keys().next().value!)
      cache.set(userAgent, parsed)
    }
    return parsed
  }
}

/** The host of a referrer, or null for none, our own site, or something that is not a URL. */
function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  const host = URL.parse(referrer ?? '')?.hostname.toLowerCase()
  return host && host !== ownHost ? host.slice(0, 255) : null
}

/** ISO country of a time zone (Europe/Paris → FR), null when unknown. */
function countryOfTimeZone(timeZone: string | undefined): string | null {
  if (!timeZone) return null
  const id = ct.getCountryForTimezone(timeZone)?.id
  return id && /^[A-Z]{2}$/.test(id) ? id : null
}

/** An outbound link as kept: scheme, host and path, never its query (which may carry anything). */
function outboundTarget(target: string | undefined): string | null {
  const url = URL.parse(target ?? '')
  if (url?.protocol === 'mailto:' || url?.protocol === 'tel:')
    return `${url.protocol}${url.pathname}`.slice(0, 512)
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') return null
  return `${url.origin}${url.pathname}`.slice(0, 512)
}

const PROJECT_PATH = /^\/project\/([^/]+)\/?$/

const CONTROL_CHARACTERS = new RegExp(`[${CONTROL_RANGE}]`, 'g')
// Control characters out: PostgreSQL refuses a NUL in text, and one bad row would sink its whole batch.
const cleanUtm = (value: string | undefined) =>
  value?.replace(CONTROL_CHARACTERS, '').trim().slice(0, 100) || null

export function createInsights(
  sql: Sql,
  config: Pick<Config, 'siteUrl' | 'insights'>,
  logger: Logger,
  options: InsightsOptions = {},
): Insights {
  const now = options.now ?? (() => new Date())
  const ownHost = new URL(config.siteUrl).hostname.toLowerCase()
  const idOf = createVisitorIds(sql, ownHost)
  const parseUa = createUaParser()
  const writer = createInsightWriter(sql, logger, options.writer)
  // Events per visitor in the current minute; the map is emptied every minute, so it stays small.
  let minute = 0
  let perVisitor = new Map<string, number>()

  const drop = (reason: DropReason, events: number) => {
    countInsightDropped(reason, events)
    return { accepted: 0, dropped: reason }
  }

  /** Why this client is not counted, or null when it is. */
  async function exclusion(client: InsightClient): Promise<DropReason | null> {
    if (!config.insights.enabled) return 'off'
    if (!client.userAgent || isbot(client.userAgent)) return 'bot'
    if (client.prefetch) return 'prefetch'
    if (config.insights.honourGpc && client.gpc) return 'gpc'
    if (await client.isAdmin()) return 'owner'
    return null
  }

  function overRate(visitor: Uint8Array, events: number, at: Date): boolean {
    const thisMinute = Math.floor(at.getTime() / 60_000)
    if (thisMinute !== minute) {
      minute = thisMinute
      perVisitor = new Map()
    }
    const key = Buffer.from(visitor).toString('hex')
    const sent = (perVisitor.get(key) ?? 0) + events
    perVisitor.set(key, sent)
    return sent > VISITOR_EVENTS_PER_MINUTE
  }

  function baseRow(kind: InsightKind, visitor: Uint8Array, path: string, at: Date, client: InsightClient) {
    return insightEventRow({ at, kind, visitor, path: path.slice(0, 512), ...parseUa(client.userAgent) })
  }

  return {
    enabled: config.insights.enabled,
    writer,

    async recordBeacon(body, client) {
      const excluded = await exclusion(client)
      if (excluded) return drop(excluded, body.events.length)
      const at = now()
      const visitor = await idOf(client.ip, client.userAgent, at)
      if (overRate(visitor, body.events.length, at)) return drop('rate', body.events.length)
      const visit = {
        referrer_host: referrerHost(body.ref, ownHost),
        utm_source: cleanUtm(body.utm?.source),
        utm_medium: cleanUtm(body.utm?.medium),
        utm_campaign: cleanUtm(body.utm?.campaign),
        country: countryOfTimeZone(body.tz),
      }
      const rows: InsightEventRow[] = []
      let skipped = 0
      for (const event of body.events) {
        // The admin is never counted, even by a visitor who is not signed in.
        if (event.path === '/admin' || event.path.startsWith('/admin/')) {
          countInsightDropped('admin')
          continue
        }
        const row = { ...baseRow(event.kind, visitor, event.path, at, client), ...visit }
        if (event.kind === 'outbound') {
          row.target = outboundTarget(event.target)
          if (!row.target) {
            skipped++
            continue
          }
        } else if (event.kind === 'vitals') {
          for (const metric of VITAL_METRICS) row[metric] = event[metric] ?? null
        }
        rows.push(row)
        // A project page's view is also a project view (the beacon need not know the routes).
        const project = event.kind === 'pageview' ? PROJECT_PATH.exec(event.path)?.[1] : undefined
        if (project) {
          let id = project
          try {
            id = decodeURIComponent(project)
          } catch {}
          rows.push({ ...row, kind: 'project', target: id.slice(0, 512) })
        }
      }
      if (skipped > 0) countInsightDropped('invalid', skipped)
      writer.add(rows)
      return { accepted: rows.length }
    },

    async recordServerEvent(kind, page, client) {
      const excluded = await exclusion(client)
      if (excluded) {
        countInsightDropped(excluded)
        return
      }
      const path = page.startsWith('/') ? page.slice(0, 512) : '/'
      const at = now()
      const visitor = await idOf(client.ip, client.userAgent, at)
      writer.add([{ ...baseRow(kind, visitor, path, at, client), target: kind === 'signup' ? path : null }])
    },

    stop: () => writer.stop(),
  }
}
