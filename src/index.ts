import { ConfigError, loadConfig } from './config.ts'
import { DataDirLockedError } from './db/embedded.ts'
import { describeError } from './http/logger.ts'
import { MissingBuildError } from './modules/ssr/assets.ts'
import { startServer } from './server.ts'

const KNOWN_STARTUP_ERRORS = [ConfigError, DataDirLockedError, MissingBuildError]

// Written whatever LOG_LEVEL says: start and shutdown are always worth a line.
const log = (message: string, fields: Record<string, string> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', message, ...fields }))

try {
  const config = loadConfig()
  const running = await startServer(config)
  log(`listening on ${running.url}`, {
    database: config.databaseUrl ? 'external' : `embedded (${config.dataDir})`,
  })
  const shutdown = async (signal: string) => {
    log(`${signal}: shutting down`)
    const forced = setTimeout(() => process.exit(1), 25_000)
    await running.stop()
    clearTimeout(forced)
    process.exit(0)
  }
  // Bun ends the process on an unhandled rejection. A library's fire-and-forget promise (pg-boss
  // completes a job without awaiting it) rejects when the database blips: one failed statement, logged,
  // must not take down every request this instance is serving.
  process.on('unhandledRejection', (reason) =>
    running.logger.error('unhandled rejection', describeError(reason)),
  )
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
} catch (error) {
  if (KNOWN_STARTUP_ERRORS.some((E) => error instanceof E)) {
    console.error(`Cannot start: ${(error as Error).message}`)
  } else {
    console.error('Cannot start:', error)
  }
  process.exit(1)
}
