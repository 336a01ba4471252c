import type { AppDeps } from '../../app-deps.ts'
import { markMailAttemptFailed } from '../../db/mail.ts'
import { deliveryMailLog } from '../../db/newsletter-deliveries.ts'
import { describeError } from '../../http/logger.ts'
import type { SendMail } from './sender.ts'

/**
 * Issues leave through the mail module's transport (SMTP, or the outbox without SMTP_URL) and its log,
 * but not through its pg-boss queue: the delivery rows are this feature's queue, with the per-reader
 * state that exactly-once, pausing and the global rate need (docs/decisions/201).
 */
export function issueMailSender(deps: Pick<AppDeps, 'config' | 'sql' | 'mailer'>): SendMail {
  return async (mail) => {
    const log = await deliveryMailLog(deps.sql, {
      issueId: mail.issueId,
      userId: mail.userId,
      recipient: mail.to,
      subject: mail.subject,
    })
    // Delivered by an attempt whose worker died before marking the delivery: nothing to send again.
    if (log.status === 'sent') return
    try {
      await deps.mailer.deliver(log.id, {
        from: mail.from,
        replyTo: mail.replyTo,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { ...mail.headers, 'Message-ID': mail.messageId },
      })
    } catch (error) {
      await markMailAttemptFailed(deps.sql, log.id, String(describeError(error).error), false)
      throw error
    }
  }
}
