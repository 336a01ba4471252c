import { describe, expect, test } from 'bun:test'
import { isValidContactEmail } from './contact.ts'

describe('isValidContactEmail', () => {
  test('accepts text @ text . text', () => {
    for (const email of ['you@example.com', 'a@b.c', 'first.last+tag@sub.example.co.uk']) {
      expect(isValidContactEmail(email)).toBe(true)
    }
  })

  test('rejects empty input, missing parts and spaces', () => {
    for (const email of ['', ' ', 'you', 'you@', 'you@example', '@example.com', 'you@.com', 'you@example.']) {
      expect(isValidContactEmail(email)).toBe(false)
    }
    expect(isValidContactEmail('you @example.com')).toBe(false)
    expect(isValidContactEmail('you@exa mple.com')).toBe(false)
    expect(isValidContactEmail(' you@example.com')).toBe(false)
  })
})
