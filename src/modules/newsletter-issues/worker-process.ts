/**
 * One newsletter worker in a process of its own, for the exactly-once test (kill.test.ts), which
 * SIGKILLs it mid-send and starts another. Reads the same environment as the server.
 */
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/client.ts'
import { createLogger } from '../../http/logger.ts'
import { createMailTransport } from '../mail/transport.ts'
import { issueMailSender } from './mail-adapter.ts'
import { LEASE_MS, startNewsletterWorker } from './sender.ts'

const config = loadConfig()
const db = await openDatabase({ ...config, dataDir: null })
const deps = { config, sql: db.sql, mailer: createMailTransport(config, db.sql) }
startNewsletterWorker(deps, issueMailSender(deps), createLogger(false), {
  leaseMs: Number(process.env.NEWSLETTER_TEST_LEASE_MS ?? LEASE_MS),
  pollMs: 100,
})
process.stdout.write('worker ready\n')
