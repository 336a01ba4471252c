import { expect, test } from 'bun:test'
import { insertMailLog, markMailAttemptFailed, markMailSent } from '../../db/mail.ts'
import { MAIL_LOG_STATES } from '../../shared/enums.ts'
import { createTestApp } from '../../testing/harness.ts'
import { mailLogCounts, mailLogPage } from './service.ts'

test('the mail log counts each state as its filter lists it, whatever the mix', async () => {
  const app = await createTestApp()
  // Logged straight into the table (no queue runs in this app): 5 sent, 3 queued, 2 retrying, 4 failed.
  const plan = [
    ...Array<'sent'>(5).fill('sent'),
    ...Array<'queued'>(3).fill('queued'),
    ...Array<'retrying'>(2).fill('retrying'),
    ...Array<'failed'>(4).fill('failed'),
  ]
  for (const [n, state] of plan.entries()) {
    const id = (await insertMailLog(app.sql, {
      userId: null,
      recipient: `reader${n}@example.com`,
      kind: 'test',
      subject: `Message ${n} (${state})`,
      dedupeKey: null,
    }))!
    if (state === 'sent') await markMailSent(app.sql, id)
    if (state === 'retrying') await markMailAttemptFailed(app.sql, id, '451 try later', false)
    if (state === 'failed') await markMailAttemptFailed(app.sql, id, '550 no such user', true)
  }

  const counts = await mailLogCounts(app.sql)
  expect(counts).toEqual({ queued: 3, retrying: 2, sent: 5, failed: 4 })
  for (const state of MAIL_LOG_STATES) {
    const page = await mailLogPage(app.sql, '', state, { offset: 0, limit: 50 })
    expect({ state, total: page.total }).toEqual({ state, total: counts[state] })
    expect(page.items.every((item) => item.state === state)).toBe(true)
    expect(page.items.every((item) => item.subject.endsWith(`(${state})`))).toBe(true)
  }
  const everything = await mailLogPage(app.sql, '', undefined, { offset: 0, limit: 50 })
  expect(everything.total).toBe(plan.length)
  // Newest first, page after page.
  const ids = everything.items.map((item) => item.id)
  expect(ids).toEqual([...ids].sort((a, b) => b - a))
  const second = await mailLogPage(app.sql, '', undefined, { offset: 10, limit: 10 })
  expect(second.items.map((item) => item.id)).toEqual(ids.slice(10, 20))
})
