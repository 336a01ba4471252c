import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { linksOf } from './outbox.ts'

export interface ReceivedMail {
  /** Envelope sender and recipients (what the SMTP conversation said, not the headers). */
  envelopeFrom: string
  envelopeTo: string[]
  subject: string
  html: string
  text: string
  /** Header names in lower case, values as the message carries them (mailparser's view). */
  header(name: string): string | undefined
  /** Every href in the HTML part, in order. */
  links: string[]
  parsed: ParsedMail
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** Resolves once `count` messages have arrived in total (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
  /** The next `count` messages are refused with a temporary error (451), as a struggling server would. */
  failNext(count: number): void
  /**
   * Mail to these addresses (any case) is refused at RCPT TO with 550, as a server without such a
   * mailbox answers: a permanent failure. Empty it to accept them again.
   */
  refused: Set<string>
  /** Every message is held this long before the server answers (a slow server). */
  delayMs: number
  stop(): Promise<void>
}

/**
 * A real SMTP server on a loopback port, in this process: the mail module talks to it through nodemailer
 * exactly as to a production server, and tests read what arrived, parsed by mailparser.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  let failures = 0
  const state = { delayMs: 0 }
  const refused = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (![...refused].some((r) => r.toLowerCase() === address.address.toLowerCase())) return callback()
      callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }))
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (state.delayMs > 0) await Bun.sleep(state.delayMs)
          if (failures > 0) {
            failures--
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 })
            return callback(error)
          }
          const html = typeof parsed.html === 'string' ? parsed.html : ''
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            html,
            text: parsed.text ?? '',
            header: (name) => {
              const line = parsed.headerLines.find((h) => h.key === name.toLowerCase())
              return line ? line.line.slice(line.line.indexOf(':') + 1).trim() : undefined
            },
            links: linksOf(html),
            parsed,
          })
          for (const wake of waiters.splice(0)) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    get delayMs() {
      return state.delayMs
    },
    set delayMs(value) {
      state.delayMs = value
    },
    failNext(count) {
      failures = count
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`expected ${count} messages, got ${received.length}`)
        await Promise.race([
          new Promise<void>((resolve) => waiters.push(resolve)),
          Bun.sleep(Math.min(left, 200)),
        ])
      }
      return received
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
