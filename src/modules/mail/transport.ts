import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import type { Config } from '../../config.ts'
import type { Sql } from '../../db/client.ts'
import { insertOutbox, markMailSent } from '../../db/mail.ts'

export interface Envelope {
  from: string
  /** Absent in messages queued before it existed. */
  replyTo?: string
  to: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
}

/** Delivers one logged message and marks its log row sent. A throw means "try again later". */
export interface MailTransport {
  kind: 'smtp' | 'outbox'
  deliver(logId: number, envelope: Envelope): Promise<void>
}

// A server that accepts the connection and then stalls must not hold a worker for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export function createMailTransport(config: Config, sql: Sql): MailTransport {
  const { smtpUrl } = config.mail
  if (!smtpUrl) return outboxTransport(config, sql)
  const smtp = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS } as never)
  return {
    kind: 'smtp',
    async deliver(logId, envelope) {
      await smtp.sendMail(envelope)
      await markMailSent(sql, logId)
    },
  }
}

/** Without SMTP, the message is kept whole (with the headers SMTP would add) for the admin's Outbox tab. */
function outboxTransport(config: Config, sql: Sql): MailTransport {
  const domain = new URL(config.siteUrl).hostname
  return {
    kind: 'outbox',
    async deliver(logId, envelope) {
      const headers = {
        From: envelope.from,
        ...(envelope.replyTo ? { 'Reply-To': envelope.replyTo } : {}),
        To: envelope.to,
        Subject: envelope.subject,
        Date: new Date().toUTCString(),
        'Message-ID': `<${randomUUID()}@${domain}>`,
        ...envelope.headers,
      }
      await insertOutbox(sql, logId, { ...envelope, headers })
    },
  }
}
