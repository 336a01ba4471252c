import { type Static, type TSchema, Type as t } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

/**
 * Every environment variable the server reads, parsed once at start. Anything invalid stops the process
 * with a message naming the variable, instead of failing later on the first request that needs it.
 */
const EnvSchema = t.Object({
  NODE_ENV: t.Union([t.Literal('development'), t.Literal('production'), t.Literal('test')], {
    // Production unless asked otherwise: `npm run dev` is the one development mode (docs/decisions/082).
    default: 'production',
  }),
  PORT: t.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: t.String({ minLength: 1, default: '0.0.0.0' }),
  DATABASE_URL: t.Optional(t.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: t.String({ minLength: 1, default: './data' }),
  // Unset: the address the server listens on (http://localhost:PORT), so absolute links work on any port.
  SITE_URL: t.Optional(t.String({ pattern: '^https?://[^\\s/]+' })),
  ADMIN_USERNAME: t.Optional(t.String({ minLength: 1, maxLength: 64 })),
  ADMIN_PASSWORD: t.Optional(t.String({ minLength: 8, maxLength: 256 })),
  ADMIN_EMAIL: t.Optional(t.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' })),
  OWNER_NAME: t.String({ minLength: 1, default: 'Alex Morgan' }),
  OWNER_EMAIL: t.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', default: 'hello@example.com' }),
  OWNER_LINKEDIN_URL: t.String({ pattern: '^https?://', default: 'https://www.linkedin.com/in/example' }),
  OWNER_GITHUB_URL: t.String({ pattern: '^https?://', default: 'https://github.com/example' }),
  SEED_SAMPLE_CONTENT: t.Boolean({ default: true }),
  TRUST_PROXY: t.Boolean({ default: false }),
  GRAPHIQL: t.Boolean({ default: true }),
  LOG_LEVEL: t.Union([t.Literal('info'), t.Literal('silent')], { default: 'info' }),
  MAX_BODY_BYTES: t.Integer({ minimum: 1024, default: 12 * 1024 * 1024 }),
  DATABASE_CONNECT_TIMEOUT_MS: t.Integer({ minimum: 100, maximum: 60_000, default: 3000 }),
  DATABASE_STATEMENT_TIMEOUT_MS: t.Integer({ minimum: 100, maximum: 600_000, default: 5000 }),
  CACHE_MAX_MB: t.Integer({ minimum: 0, maximum: 4096, default: 32 }),
  METRICS_TOKEN: t.Optional(t.String({ minLength: 16 })),
  METRICS_PORT: t.Optional(t.Integer({ minimum: 0, maximum: 65535 })),
  METRICS_HOST: t.String({ minLength: 1, default: '127.0.0.1' }),
  NEWSLETTER_RATE_PER_SECOND: t.Integer({ minimum: 1, maximum: 1000, default: 5 }),
  SWEEP_CRON: t.String({
    pattern: '^\\S+( \\S+){4}$',
    default: '0 * * * *',
    error: 'a five-field cron expression such as "0 * * * *" (UTC)',
  }),
  UNSUBSCRIBE_SECRET: t.Optional(t.String({ minLength: 32, error: 'at least 32 characters' })),
  CORS_ORIGINS: t.String({
    pattern: '^$|^(https?://[^\\s/,]+)(\\s*,\\s*https?://[^\\s/,]+)*$',
    default: '',
    error: 'a comma-separated list of origins such as https://app.example.com (no path)',
  }),
  SMTP_URL: t.Optional(t.String({ pattern: '^smtps?://', error: 'an smtp:// or smtps:// URL' })),
  MAIL_FROM: t.Optional(
    t.String({
      pattern: '^([^<>]*<[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+>|[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+)$',
      error: 'an address such as "alex@example.com" or "Alex Morgan <alex@example.com>"',
    }),
  ),
  NEWSLETTER_DOUBLE_OPT_IN: t.Optional(t.Boolean()),
  NOTIFY_OWNER_ON_SUBSCRIBE: t.Boolean({ default: true }),
  NOTIFY_OWNER_ON_CONTACT: t.Boolean({ default: true }),
  MAIL_RETRY_DELAY_SECONDS: t.Integer({ minimum: 1, maximum: 86_400, default: 30 }),
  INSIGHTS: t.Union([t.Literal('on'), t.Literal('off')], { default: 'on' }),
  INSIGHTS_HONOUR_GPC: t.Boolean({ default: true }),
  INSIGHTS_RETENTION_DAYS: t.Integer({ minimum: 1, maximum: 3650, default: 90 }),
})

type Env = Static<typeof EnvSchema>

/** The parsed settings: what loadConfig answers. */
export type Config = ReturnType<typeof loadConfig>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Blank variables count as unset (a `.env` line `SMTP_URL=` means no SMTP); values are trimmed. */
function present(source: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key]?.trim()
    if (value) out[key] = value
  }
  return out
}

/**
 * TypeBox's conversion ('true' → true, '42' → 42), except that a number must be written as the number
 * it becomes: Convert reads '3000.5' as 3000 and '0x10' as 16, which should stop start-up instead.
 */
function converted(raw: Record<string, string>): Record<string, unknown> {
  const values = Value.Convert(EnvSchema, { ...raw }) as Record<string, unknown>
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'number' && String(value) !== raw[key]) values[key] = raw[key]
  }
  return values
}

/** What a variable takes, in words: its own `error`, the choices of a list of literals, or TypeBox's. */
function expected(schema: TSchema, message: string): string {
  if (typeof schema.error === 'string') return schema.error
  const choices = (schema.anyOf as TSchema[] | undefined)?.map((choice) => choice.const)
  // TypeBox says "Expected union value" for a list of literals, which names none of them.
  if (choices?.every((choice) => typeof choice === 'string')) {
    return `one of ${choices.map((choice) => JSON.stringify(choice)).join(', ')}`
  }
  return message
}

export function loadConfig(source: Record<string, string | undefined> = process.env) {
  const candidate = Value.Default(EnvSchema, converted(present(source)))
  const problems = [...Value.Errors(EnvSchema, candidate)].map(
    (e) => `${e.path.slice(1) || 'env'}: ${expected(e.schema, e.message)} (got ${JSON.stringify(e.value)})`,
  )
  if ((source.ADMIN_USERNAME?.trim() ? 1 : 0) + (source.ADMIN_PASSWORD?.trim() ? 1 : 0) === 1) {
    problems.push('ADMIN_USERNAME and ADMIN_PASSWORD must be set together')
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment:\n  - ${problems.join('\n  - ')}`)
  }
  const env = candidate as Env
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    siteUrl,
    secureCookies: siteUrl.startsWith('https://'),
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL }
        : undefined,
    /** First-run values of the site settings only: after the first start the database wins (src/modules/site). */
    owner: {
      name: env.OWNER_NAME,
      email: env.OWNER_EMAIL,
      linkedinUrl: env.OWNER_LINKEDIN_URL,
      githubUrl: env.OWNER_GITHUB_URL,
    },
    seedSampleContent: env.SEED_SAMPLE_CONTENT,
    trustProxy: env.TRUST_PROXY,
    graphiql: env.GRAPHIQL,
    logRequests: env.LOG_LEVEL === 'info',
    maxBodyBytes: env.MAX_BODY_BYTES,
    /** How long a request may wait for a database connection, and for one statement, before a 503. */
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    /** Memory for cached anonymous pages and API reads, all encodings counted; 0 turns the cache off. */
    cacheMaxBytes: env.CACHE_MAX_MB * 1024 * 1024,
    /** Prometheus metrics: off unless a token or a port is given (src/modules/metrics). */
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    /** Origins allowed to read /graphql with credentials from a browser; empty means none. */
    corsOrigins: env.CORS_ORIGINS.split(',')
      .filter((origin) => origin.trim())
      .map((origin) => new URL(origin.trim()).origin),
    mail: {
      /** SMTP server; unset keeps every message in the outbox table the admin reads (src/modules/mail). */
      smtpUrl: env.SMTP_URL,
      /** The sender address while the Site screen leaves it blank; a name in MAIL_FROM is not used. */
      fromAddress: env.MAIL_FROM?.match(/<([^>]+)>$/)?.[1] ?? env.MAIL_FROM,
      /** A new subscription waits for its confirmation link (default: on when SMTP is configured). */
      doubleOptIn: env.NEWSLETTER_DOUBLE_OPT_IN ?? env.SMTP_URL !== undefined,
      notifyOwnerOnSubscribe: env.NOTIFY_OWNER_ON_SUBSCRIBE,
      /** An address left in the header's contact form is mailed to the owner as well as kept in the inbox. */
      notifyOwnerOnContact: env.NOTIFY_OWNER_ON_CONTACT,
      /** First retry delay of a failed send; each later retry waits about twice as long. */
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    },
    /** Newsletter messages handed to the mail server per second, across all instances. */
    newsletterRatePerSecond: env.NEWSLETTER_RATE_PER_SECOND,
    /** When the sweep of expired rows runs (cron, UTC), once across all instances. */
    sweepCron: env.SWEEP_CRON,
    /** Key of the one-click unsubscribe links; undefined: one generated and kept in the database. */
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET,
    /** Cookieless visitor counts (src/modules/insights, docs/decisions/237). */
    insights: {
      /** INSIGHTS=off: the beacon is not loaded and the endpoint stores nothing. */
      enabled: env.INSIGHTS === 'on',
      /** A browser sending `Sec-GPC: 1` is not counted. */
      honourGpc: env.INSIGHTS_HONOUR_GPC,
      /** Raw events older than this are deleted by the insights job; daily rollups are kept. */
      retentionDays: env.INSIGHTS_RETENTION_DAYS,
    },
  }
}
