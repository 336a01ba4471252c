import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { AddressObject } from 'mailparser'
import type { IssueWithProgress } from '../../shared/models/newsletter-issues.ts'
import { mailAppWithUsers } from '../../testing/admin-test-users.ts'
import type { TestApp } from '../../testing/harness.ts'
import { deliverAll } from '../../testing/newsletter.ts'
import type { TestSmtpServer } from '../../testing/smtp.ts'
import type { SiteSettings } from '../site/model.ts'
import { formatAddress, type MailConfig, resolveMailIdentity } from './identity.ts'

/*
 * Issue 21: a rename on the Site screen reaches every message at once. The app starts as the first-run
 * "Alex Morgan" <hello@example.com>, the owner is renamed through PUT /api/site, and each kind of
 * message is read back from a real SMTP server.
 */

const OLD = ['Alex Morgan', 'hello@example.com']

let app: TestApp
let admin: string
let member: string
let smtp: TestSmtpServer

beforeAll(async () => {
  ;({ app, smtp, admin, member } = await mailAppWithUsers({
    SITE_URL: 'https://portfolio.test',
    NEWSLETTER_DOUBLE_OPT_IN: 'true',
  }))
})
afterAll(() => smtp.stop())

const asAdmin = (method: string, path: string, json?: unknown) =>
  app.fetch(path, { method, headers: { cookie: admin }, json })

/** The settings as the public GET answers them, changed and saved through the admin's PUT. */
async function saveSite(change: Record<string, unknown>): Promise<Response> {
  const current = (await (await app.fetch('/api/site')).json()) as SiteSettings
  return asAdmin('PUT', '/api/site', { ...current, ...change })
}

/** Runs `trigger`, then answers the one message it sent (whatever else the server had is forgotten). */
async function onlyMailOf(trigger: () => Promise<unknown>) {
  smtp.received.length = 0
  await trigger()
  const [mail] = await smtp.waitFor(1)
  return mail!
}

const addressOf = (header: AddressObject | AddressObject[] | undefined) => {
  const [first] = (Array.isArray(header) ? header : header ? [header] : []).flatMap((h) => h.value)
  return { name: first?.name, address: first?.address }
}

/** Nothing of the old identity anywhere: headers, subject, HTML and text. */
function expectNoOldIdentity(mail: Awaited<ReturnType<typeof onlyMailOf>>) {
  const everything = [...mail.parsed.headerLines.map((h) => h.line), mail.subject, mail.html, mail.text].join(
    '\n',
  )
  for (const old of OLD) expect(everything).not.toContain(old)
}

let peer = 0
const signUp = (n: number) =>
  app.fetch('/api/newsletter/signup', {
    method: 'POST',
    peer: `10.61.0.${++peer}`,
    json: {
      email: `subscriber${n}@example.com`,
      firstName: `Sub${n}`,
      lastName: 'Scriber',
      username: `subscriber${n}`,
      password: 'subscriber-password',
      frequency: 'monthly',
      topics: [],
    },
  })

describe('renamed on the Site screen, with no mail settings of its own', () => {
  test('the confirmation mail follows at once: From, Reply-To, subject and brand line', async () => {
    const saved = await saveSite({ ownerName: 'Jordan Rivera', contactEmail: 'jordan@owner.test' })
    expect(saved.status).toBe(200)

    const mail = await onlyMailOf(async () => expect((await signUp(1)).status).toBe(201))
    expect(mail.envelopeTo).toEqual(['subscriber1@example.com'])
    expect(addressOf(mail.parsed.from)).toEqual({ name: 'Jordan Rivera', address: 'jordan@owner.test' })
    expect(mail.envelopeFrom).toBe('jordan@owner.test')
    expect(addressOf(mail.parsed.replyTo).address).toBe('jordan@owner.test')
    expect(mail.subject).toBe("Confirm your subscription to Jordan Rivera's newsletter")
    expect(mail.html).toContain('>Jordan Rivera</a>')
    expect(mail.text).toContain('Jordan Rivera')
    expectNoOldIdentity(mail)
  })
})

describe('with its own sender, reply-to and admin email', () => {
  const MAIL = {
    senderName: 'Jordan "JR" Rivera, Letters',
    senderEmail: 'letters@owner.test',
    replyTo: 'replies@owner.test',
    adminEmail: 'jordan@private.test',
  }

  const siteMail = async () => {
    const query = '{ admin { siteMail { senderName senderEmail replyTo adminEmail } } }'
    const { data } = (await (await asAdmin('POST', '/graphql', { query })).json()) as {
      data: { admin: { siteMail: unknown } }
    }
    return data.admin.siteMail
  }

  test('saved through PUT /api/site, answered to the admin, never in the public reads', async () => {
    const response = await saveSite(MAIL)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ownerName: 'Jordan Rivera', ...MAIL })

    const open = JSON.stringify(await (await app.fetch('/api/site')).json())
    expect(open).not.toContain('private.test')
    expect(open).not.toContain('letters@owner.test')
    const publicQuery = await app.fetch('/graphql', {
      method: 'POST',
      json: { query: '{ site { adminEmail } }' },
    })
    const { errors } = (await publicQuery.json()) as { errors: { message: string }[] }
    expect(errors[0]!.message).toBe('Cannot query field "adminEmail" on type "Site".')

    const query = '{ admin { siteMail { senderName senderEmail replyTo adminEmail } } }'
    const read = async (cookie?: string) =>
      (await (
        await app.fetch('/graphql', {
          method: 'POST',
          headers: cookie ? { cookie } : {},
          json: { query },
        })
      ).json()) as { data: { admin: unknown } }
    expect((await read()).data.admin).toBeNull()
    expect((await read(member)).data.admin).toBeNull()
    expect((await read(admin)).data.admin).toEqual({ siteMail: MAIL })
  })

  test('the public GET answer sent back as is keeps them', async () => {
    expect((await saveSite({})).status).toBe(200)
    expect(await siteMail()).toEqual(MAIL)
  })

  test('bad values are 400s naming the field, and nothing changes', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ senderEmail: 'nobody' }, 'senderEmail'],
      [{ replyTo: 'a b@example.com' }, 'replyTo'],
      [{ adminEmail: 42 }, 'adminEmail'],
      [{ senderName: 'Two\nlines' }, 'senderName'],
      [{ senderName: 'x'.repeat(101) }, 'senderName'],
    ]
    for (const [change, field] of cases) {
      const response = await saveSite(change)
      expect(response.status, JSON.stringify(change)).toBe(400)
      const { errors } = (await response.json()) as { errors: { field: string }[] }
      expect(errors.map((e) => e.field)).toContain(field)
    }
    expect(await siteMail()).toEqual(MAIL)
  })

  test('the password reset mail', async () => {
    const mail = await onlyMailOf(() =>
      app.fetch('/api/password/forgot', {
        method: 'POST',
        peer: '10.61.1.1',
        json: { email: 'reader@example.com' },
      }),
    )
    expect(addressOf(mail.parsed.from)).toEqual({ name: MAIL.senderName, address: MAIL.senderEmail })
    expect(mail.envelopeFrom).toBe(MAIL.senderEmail)
    expect(addressOf(mail.parsed.replyTo).address).toBe(MAIL.replyTo)
    expect(mail.subject).toBe('Reset your password for Jordan Rivera')
    expect(mail.html).toContain('>Jordan Rivera</a>')
    expectNoOldIdentity(mail)
  })

  test('the email change mail', async () => {
    const mail = await onlyMailOf(async () => {
      const response = await app.fetch('/api/account/email', {
        method: 'POST',
        headers: { cookie: member },
        json: { email: 'reader-new@example.com', password: 'reader-password' },
      })
      expect(response.status).toBe(202)
    })
    expect(mail.envelopeTo).toEqual(['reader-new@example.com'])
    expect(addressOf(mail.parsed.from)).toEqual({ name: MAIL.senderName, address: MAIL.senderEmail })
    expect(addressOf(mail.parsed.replyTo).address).toBe(MAIL.replyTo)
    expect(mail.subject).toBe('Confirm your new email address for Jordan Rivera')
    expect(mail.html).toContain('>Jordan Rivera</a>')
    expectNoOldIdentity(mail)
  })

  test("the owner's note goes to the admin email", async () => {
    const mail = await onlyMailOf(async () => {
      const response = await app.fetch('/api/contact', {
        method: 'POST',
        peer: '10.61.2.1',
        json: { email: 'visitor@example.org', page: '/' },
      })
      expect(response.status).toBe(202)
    })
    expect(mail.envelopeTo).toEqual([MAIL.adminEmail])
    expect(addressOf(mail.parsed.from).address).toBe(MAIL.senderEmail)
    expectNoOldIdentity(mail)
  })

  let issue: IssueWithProgress

  test('"Send test to me" reaches the admin email, with the new identity', async () => {
    const created = await asAdmin('POST', '/api/newsletter/issues', {
      title: 'Spring notes',
      markdown: 'Hello **readers**.',
      topics: [],
    })
    issue = (await created.json()) as IssueWithProgress
    let answer: unknown
    const mail = await onlyMailOf(async () => {
      const response = await asAdmin('POST', `/api/newsletter/issues/${issue.id}/test`)
      expect(response.status).toBe(200)
      answer = await response.json()
    })
    expect(answer).toEqual({ sentTo: MAIL.adminEmail })
    expect(mail.envelopeTo).toEqual([MAIL.adminEmail])
    expect(mail.subject).toBe('[Test] Spring notes')
    expect(addressOf(mail.parsed.from)).toEqual({ name: MAIL.senderName, address: MAIL.senderEmail })
    expectNoOldIdentity(mail)
  })

  test('an issue mail: From, Reply-To, List-Id, the mailto unsubscribe and the footer', async () => {
    // A confirmed subscriber to send to (subscriber 1 is still pending).
    await app.sql`UPDATE newsletter_subscriptions SET confirmed_at = now()`
    expect((await asAdmin('POST', `/api/newsletter/issues/${issue.id}/send`)).status).toBe(200)
    const mail = await onlyMailOf(() => deliverAll(app))
    expect(mail.envelopeTo).toEqual(['subscriber1@example.com'])
    expect(addressOf(mail.parsed.from)).toEqual({ name: MAIL.senderName, address: MAIL.senderEmail })
    expect(mail.envelopeFrom).toBe(MAIL.senderEmail)
    expect(addressOf(mail.parsed.replyTo).address).toBe(MAIL.replyTo)
    expect(mail.header('list-id')).toBe('Jordan Rivera newsletter <newsletter.portfolio.test>')
    const mailto = mail.header('list-unsubscribe')!.match(/<mailto:([^?>]+)\?/)?.[1]
    expect(mailto).toBe(MAIL.replyTo)
    expect(mail.text).toContain("You receive this because you subscribed to Jordan Rivera's newsletter")
    expect(mail.html).toContain('>Jordan Rivera</a>')
    // The admin's own address is private: never in a reader's mail.
    expect(JSON.stringify(mail.parsed.headerLines) + mail.html + mail.text).not.toContain('private.test')
    expectNoOldIdentity(mail)
  })

  test('the newsletter feed: title and author', async () => {
    const feed = await (await app.fetch('/newsletter/feed.xml')).text()
    expect(feed).toContain('<title>Jordan Rivera · Newsletter</title>')
    expect(feed).toContain('<author><name>Jordan Rivera</name></author>')
    expect(feed).toContain('<title>Spring notes</title>')
    for (const old of OLD) expect(feed).not.toContain(old)
  })

  test('a feed already served follows the next rename', async () => {
    expect((await saveSite({ ownerName: 'Sam Rivera' })).status).toBe(200)
    const feed = await (await app.fetch('/newsletter/feed.xml')).text()
    expect(feed).toContain('<title>Sam Rivera · Newsletter</title>')
    expect(feed).not.toContain('Jordan Rivera')
  })

  test('emptied, each setting goes back to its default', async () => {
    const response = await saveSite({ senderName: '', senderEmail: null, replyTo: '', adminEmail: '' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      senderName: null,
      senderEmail: null,
      replyTo: null,
      adminEmail: null,
    })
    const mail = await onlyMailOf(async () => {
      expect((await asAdmin('POST', `/api/newsletter/issues/${issue.id}/test`)).status).toBe(200)
    })
    // The test admin account has no email: the contact email it is.
    expect(mail.envelopeTo).toEqual(['jordan@owner.test'])
    expect(addressOf(mail.parsed.from)).toEqual({ name: 'Sam Rivera', address: 'jordan@owner.test' })
    expect(addressOf(mail.parsed.replyTo).address).toBe('jordan@owner.test')
  })
})

describe('the defaults of blank settings', () => {
  const config = (fromAddress?: string): MailConfig => ({
    siteUrl: 'https://portfolio.test',
    owner: { name: 'Env Name', email: 'env@example.com', linkedinUrl: '', githubUrl: '' },
    mail: {
      smtpUrl: undefined,
      fromAddress,
      doubleOptIn: false,
      notifyOwnerOnSubscribe: true,
      notifyOwnerOnContact: true,
      retryDelaySeconds: 30,
    },
  })
  const blank = {
    ownerName: 'Jordan Rivera',
    contactEmail: 'jordan@owner.test',
    senderName: null,
    senderEmail: null,
    replyTo: null,
    adminEmail: null,
    adminAccountEmail: null,
  }

  test("the owner's name and contact email; MAIL_FROM's address; the admin account's email", () => {
    expect(resolveMailIdentity(blank, config())).toMatchObject({
      siteName: 'Jordan Rivera',
      from: '"Jordan Rivera" <jordan@owner.test>',
      replyTo: 'jordan@owner.test',
      adminEmail: 'jordan@owner.test',
    })
    const withEnv = resolveMailIdentity(
      { ...blank, adminAccountEmail: 'admin@owner.test' },
      config('noreply@owner.test'),
    )
    expect(withEnv).toMatchObject({
      from: '"Jordan Rivera" <noreply@owner.test>',
      replyTo: 'jordan@owner.test',
      adminEmail: 'admin@owner.test',
    })
  })

  test('a saved setting wins over every default', () => {
    const saved = resolveMailIdentity(
      {
        ...blank,
        senderName: 'Letters',
        senderEmail: 'letters@owner.test',
        replyTo: 'replies@owner.test',
        adminEmail: 'me@owner.test',
        adminAccountEmail: 'admin@owner.test',
      },
      config('noreply@owner.test'),
    )
    expect(saved).toMatchObject({
      from: '"Letters" <letters@owner.test>',
      replyTo: 'replies@owner.test',
      adminEmail: 'me@owner.test',
    })
  })

  test('a name is quoted whole: commas, quotes and line breaks cannot make another address', () => {
    expect(formatAddress('Doe, "JD"\r\nBcc: x@evil.example', 'a@b.co')).toBe(
      '"Doe, \\"JD\\" Bcc: x@evil.example" <a@b.co>',
    )
  })
})
