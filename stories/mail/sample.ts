/** The site the mail templates are composed for: the local server, as in development. */
export const mailSite = { siteName: 'Ada Example', siteUrl: 'http://localhost:3000' }

/** A mailed link's token, well-formed so the pages it opens take it as such. */
export const tokenQuery = '?token=abcdefghijklmnopqrstuvwxyz234567'

/** A kept message as the Outbox GraphQL reads return it (shared by the mail and admin stories). */
export const sampleMail = {
  subject: 'Reset your password for Ada Example',
  from: 'Ada Example <ada@example.com>',
  to: 'grace@example.com',
  html: '<!DOCTYPE html><html lang="en"><head><title>Reset</title></head><body><p>Hi grace,</p><p><a href="http://localhost:3000/auth/reset?token=abc">Choose a new password</a></p></body></html>',
  text: 'Hi grace,\n\nChoose a new password: http://localhost:3000/auth/reset?token=abc',
  headers: [
    { name: 'From', value: 'Ada Example <ada@example.com>' },
    { name: 'To', value: 'grace@example.com' },
    { name: 'Subject', value: 'Reset your password for Ada Example' },
    { name: 'Date', value: 'Tue, 24 Nov 2026 19:00:00 GMT' },
    { name: 'Message-ID', value: '<0b7c9a52-3f1e-4d8e-9a57-2f1f0c7d8e11@localhost>' },
  ],
}
