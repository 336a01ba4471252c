import type { Server } from 'bun'
import { createApp } from './app.ts'
import type { AppDeps } from './app-deps.ts'
import type { Config } from './config.ts'
import { type Database, openDatabase } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { jsonError } from './http/error-response.ts'
import { createRequestHandler, type RequestHandler } from './http/handler.ts'
import { collectGarbageWhenIdle } from './http/idle-gc.ts'
import { createLogger, describeError, type Logger } from './http/logger.ts'
import { type JobQueue, startJobQueue } from './jobs/queue.ts'
import { startJobs } from './jobs/registry.ts'
import { hasSessionCookie } from './modules/auth/cookie.ts'
import { ensureAdmin } from './modules/auth/service.ts'
import { type DataVersion, startDataVersion } from './modules/cache/data-version.ts'
import { createResponseCache, type ResponseCache } from './modules/cache/response-cache.ts'
import { createInsights } from './modules/insights/service.ts'
import { createMailTransport } from './modules/mail/transport.ts'
import { instrumentHandler, startMetricsServer } from './modules/metrics/routes.ts'
import { seedSampleContent } from './modules/sample-content/service.ts'
import { openOwnerSetup } from './modules/setup/service.ts'
import { ensureSiteSettings } from './modules/site/service.ts'
import { type ClientAssets, loadClientAssets } from './modules/ssr/assets.ts'
import { canonicalPageQuery } from './modules/ssr/page-query.ts'
import { themeVariant } from './modules/ssr/theme.ts'

export interface Runtime {
  deps: AppDeps
  db: Database
  handler: RequestHandler
  logger: Logger
  dataVersion: DataVersion
  cache: ResponseCache
  jobs: JobQueue
  /**
   * Stops what the runtime started (every background job of src/jobs/registry.ts, the version listener) and waits for their last
   * queries, so the database can close after it; the database itself stays open (its opener closes it).
   */
  stop(): Promise<void>
}

/**
 * Everything up to (not including) listening: database, migrations, first-run content and site settings,
 * admin, app.
 */
export async function prepareRuntime(
  config: Config,
  options: {
    db?: Database
    assets?: ClientAssets
    logger?: Logger
    /** Run the newsletter delivery loop (default); tests that send deliveries by hand turn it off. */
    loops?: boolean
  } = {},
): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config.logRequests)
  const assets = options.assets ?? loadClientAssets(process.env.VITE_DEV_SERVER)
  const db = options.db ?? (await openDatabase(config))
  try {
    const applied = await migrate(db.sql)
    if (applied.length > 0) logger.info('migrations applied', { applied })
    if (config.seedSampleContent && (await seedSampleContent(db.sql)).seeded) {
      logger.info('sample content added to the empty database')
    }
    if (await ensureSiteSettings(db.sql, config.owner)) logger.info('site settings made from OWNER_*')
    if (config.admin) {
      const admin = await ensureAdmin(db.sql, config.admin)
      logger.info('admin account ready', { username: admin.username })
    }
    // The one secret this log line carries on purpose: whoever reads the server log may claim the site.
    const setupToken = await openOwnerSetup(db.sql)
    if (setupToken) {
      logger.info(
        'no admin account yet: open this address to create it (or set ADMIN_USERNAME and ADMIN_PASSWORD)',
        {
          setup: `${config.siteUrl}/admin/setup?token=${setupToken}`,
        },
      )
    }
  } catch (error) {
    if (!options.db) await db.close()
    throw error
  }
  const dataVersion = await startDataVersion(db, logger)
  const jobs = await startJobQueue(db.sql, logger)
  const deps: AppDeps = {
    config,
    sql: db.sql,
    dataVersion,
    jobs,
    mailer: createMailTransport(config, db.sql),
    insights: createInsights(db.sql, config, logger),
  }
  const background = await startJobs(jobs, { deps, logger }, { loops: options.loops })
  const cache = createResponseCache({
    maxBytes: config.cacheMaxBytes,
    dataVersion,
    hasSession: (request) => hasSessionCookie(request, config),
    postReadPaths: new Set(['/graphql']),
    variantOf: themeVariant,
    canonicalQuery: canonicalPageQuery,
  })
  const handler = instrumentHandler(
    createRequestHandler(createApp(deps, assets, logger), config, logger, cache),
  )
  let stopping: Promise<void> | undefined
  const stop = () => {
    // Buffered insight events are written before the database closes (at most a second's worth).
    stopping ??= Promise.all([background.stop(), dataVersion.stop(), deps.insights.stop()]).then(() => {})
    return stopping
  }
  return { deps, db, handler, logger, dataVersion, cache, jobs, stop }
}

export interface RunningServer {
  server: Server<undefined>
  url: string
  logger: Logger
  stop(): Promise<void>
}

/**
 * Listens with the runtime's handler. Bun's development mode answers its own failures with a page
 * showing paths and source, so it is on only under `npm run dev`; and whatever escapes the handler still
 * leaves as a plain JSON error, in every mode (docs/decisions/082).
 */
export function listen(
  runtime: Pick<Runtime, 'handler' | 'logger'>,
  config: Config,
  onRequest: () => void = () => {},
): Server<undefined> {
  return Bun.serve({
    port: config.port,
    hostname: config.host,
    development: config.env === 'development',
    maxRequestBodySize: config.maxBodyBytes,
    fetch: (request, srv) => {
      onRequest()
      return runtime.handler(request, srv.requestIP(request)?.address)
    },
    error(error) {
      runtime.logger.error('request failed outside the app', describeError(error))
      return jsonError(500, 'Internal server error')
    },
  })
}

export async function startServer(config: Config): Promise<RunningServer> {
  const runtime = await prepareRuntime(config)
  const idle = collectGarbageWhenIdle()
  const server = listen(runtime, config, () => idle.touch())
  const metricsServer = startMetricsServer(config)
  let stopping: Promise<void> | undefined
  return {
    server,
    logger: runtime.logger,
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${server.port}`,
    stop() {
      // Stop accepting, let requests in flight finish, then close the pool.
      stopping ??= (async () => {
        idle.stop()
        metricsServer?.stop(true)
        await server.stop(false)
        await runtime.stop()
        await runtime.db.close()
      })()
      return stopping
    },
  }
}
