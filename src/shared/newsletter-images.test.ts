import { expect, test } from 'bun:test'
import {
  imageName,
  markdownImages,
  needsDescription,
  setImageAlt,
  setImageDecorative,
  undescribedMessage,
} from './newsletter-images.ts'

const a = `/media/${'a'.repeat(64)}.png`
const b = `/media/${'b'.repeat(64)}.jpg`

test('the composer finds each image of the text with its description and whether it is decorative', () => {
  const text = `Hi ![A chart](${a}) and ![](${b} "decorative").\n\n![Image description](${a})`
  expect(markdownImages(text).map(({ alt, url, decorative }) => ({ alt, url, decorative }))).toEqual([
    { alt: 'A chart', url: a, decorative: false },
    { alt: '', url: b, decorative: true },
    { alt: 'Image description', url: a, decorative: false },
  ])
  // The old default alt text and an empty one need a description; a decorative image does not.
  expect(markdownImages(text).map(needsDescription)).toEqual([false, false, true])
})

test('a description is written into the text, escaped, and marking decorative drops it', () => {
  const text = `Before ![](${a}) after ![x](${b})`
  const described = setImageAlt(text, 0, 'A [big] chart')
  expect(described).toBe(`Before ![A \\[big\\] chart](${a}) after ![x](${b})`)
  expect(markdownImages(described)[0]!.alt).toBe('A [big] chart')
  const decorative = setImageDecorative(described, 1, true)
  expect(decorative).toBe(`Before ![A \\[big\\] chart](${a}) after ![](${b} "decorative")`)
  // Typing a description again makes it an ordinary image.
  expect(setImageAlt(decorative, 1, 'Logo')).toBe(`Before ![A \\[big\\] chart](${a}) after ![Logo](${b})`)
  expect(setImageAlt(text, 5, 'nothing there')).toBe(text)
})

test('refusals name each image by its place and file', () => {
  expect(imageName({ position: 'feature', src: a })).toBe('the feature image')
  expect(imageName({ position: 2, src: a })).toBe('image 2 (aaaaaaaa….png)')
  expect(
    undescribedMessage([
      { position: 'feature', src: a },
      { position: 1, src: b },
      { position: 3, src: a },
    ]),
  ).toBe(
    'The feature image, image 1 (bbbbbbbb….jpg) and image 3 (aaaaaaaa….png) have no description (alt text): give each image a description, or mark it decorative, before sending',
  )
})
