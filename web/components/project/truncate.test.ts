import { describe, expect, test } from 'bun:test'
import { truncateAtWord } from './truncate.ts'

describe('truncateAtWord', () => {
  test('short text is left alone', () => {
    expect(truncateAtWord('A short description.')).toBe('A short description.')
  })
  test('exactly 100 characters is not cut', () => {
    const text = 'x'.repeat(100)
    expect(truncateAtWord(text)).toBe(text)
  })
  test('long text is cut at the last word boundary within 100 characters, plus an ellipsis', () => {
    const text = `${'word '.repeat(30)}end`
    const out = truncateAtWord(text)
    expect(out.endsWith('...')).toBe(true)
    expect(out.length - 3).toBeLessThanOrEqual(100)
    expect(out).toBe(`${'word '.repeat(19)}word...`)
  })
  test('a word ending exactly at the limit is kept whole', () => {
    const text = `${'a'.repeat(95)} bcde fgh`
    expect(truncateAtWord(text)).toBe(`${'a'.repeat(95)} bcde...`)
  })
  test('trailing punctuation before the ellipsis is dropped', () => {
    const text = `${'a'.repeat(90)}, bbbbbbbbbbbbbbbbbbbb`
    expect(truncateAtWord(text)).toBe(`${'a'.repeat(90)}...`)
  })
  test('one very long word is cut hard', () => {
    expect(truncateAtWord('y'.repeat(150))).toBe(`${'y'.repeat(100)}...`)
  })
})
