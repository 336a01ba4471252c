import { type Static, Type as t } from '@sinclair/typebox'

/** What the beacon may report; project views are derived on the server from a page view's path. */
const BEACON_KINDS = ['pageview', 'outbound', 'vitals'] as const

/** Events one beacon request may carry: a page's view, a few clicks and its vitals, never a flood. */
const MAX_BEACON_EVENTS = 20
/** Body size the endpoint reads; anything larger is refused with 413 before it is parsed. */
export const MAX_BEACON_BYTES = 8 * 1024

const PATH_PATTERN = '^/[^\\u0000-\\u001f\\u007f]*$'
const vital = (max: number) =>
  t.Optional(t.Number({ minimum: 0, maximum: max, error: `a number from 0 to ${max}` }))

/**
 * One beacon request (web/insights/beacon.ts sends it with navigator.sendBeacon): the visit's time zone
 * (the country is read from it), the landing page's referrer and UTM parameters, and its events. The
 * validator and the type at once; a payload it refuses is answered 400 naming the field.
 */
export const BeaconBody = t.Object(
  {
    /** `Intl.DateTimeFormat().resolvedOptions().timeZone`, e.g. Europe/Paris. */
    tz: t.Optional(t.String({ maxLength: 64, error: 'tz: a time zone name of at most 64 characters' })),
    /** document.referrer of the landing page; only its host is kept. */
    ref: t.Optional(t.String({ maxLength: 2048, error: 'ref: at most 2048 characters' })),
    utm: t.Optional(
      t.Object(
        {
          source: t.Optional(t.String({ maxLength: 100 })),
          medium: t.Optional(t.String({ maxLength: 100 })),
          campaign: t.Optional(t.String({ maxLength: 100 })),
        },
        { additionalProperties: false },
      ),
    ),
    events: t.Array(
      t.Object(
        {
          kind: t.Union(
            BEACON_KINDS.map((kind) => t.Literal(kind)),
            { error: `kind must be one of: ${BEACON_KINDS.join(', ')}` },
          ),
          path: t.String({
            minLength: 1,
            maxLength: 512,
            pattern: PATH_PATTERN,
            error: 'path: a path on this site, starting with /, at most 512 characters',
          }),
          /** outbound: the link followed. */
          target: t.Optional(
            t.String({ minLength: 1, maxLength: 2048, error: 'target: at most 2048 characters' }),
          ),
          lcp: vital(600_000),
          inp: vital(600_000),
          cls: vital(100),
          fcp: vital(600_000),
          ttfb: vital(600_000),
        },
        { additionalProperties: false },
      ),
      {
        minItems: 1,
        maxItems: MAX_BEACON_EVENTS,
        error: `events: 1 to ${MAX_BEACON_EVENTS} events`,
      },
    ),
  },
  { additionalProperties: false },
)
export type BeaconBody = Static<typeof BeaconBody>

export type InsightKind = 'pageview' | 'project' | 'outbound' | 'signup' | 'contact' | 'vitals'

/** One row of insight_events, as the writer inserts it. */
export interface InsightEventRow {
  at: Date
  kind: InsightKind
  visitor: Uint8Array
  path: string
  target: string | null
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  country: string | null
  browser: string | null
  os: string | null
  device: 'mobile' | 'tablet' | 'desktop' | null
  lcp: number | null
  inp: number | null
  cls: number | null
  fcp: number | null
  ttfb: number | null
}

/** Why a request or event was not counted: the label of insights_events_dropped_total. */
export type DropReason =
  | 'bot'
  | 'owner'
  | 'gpc'
  | 'prefetch'
  | 'admin'
  | 'invalid'
  | 'off'
  | 'rate'
  | 'overflow'
  | 'write_failed'
