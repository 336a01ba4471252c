import { expect, test } from 'bun:test'
import { renderToStaticMarkup } from 'react-dom/server'
import { ResponsiveImage } from './ResponsiveImage.tsx'

const HASH = 'c'.repeat(64)

test('an uploaded photo offers AVIF then WebP variants, with its box size, lazily by default', () => {
  const html = renderToStaticMarkup(
    <ResponsiveImage src={`/media/${HASH}.jpg`} alt="Preview" sizes="50vw" width={640} height={360} />,
  )
  expect(html).toStartWith('<picture style="display:contents"><source type="image/avif"')
  expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'))
  expect(html).toContain(`srcSet="/media/${HASH}-320w.avif 320w, /media/${HASH}-640w.avif 640w`)
  expect(html).toContain('sizes="50vw"/><source type="image/webp"')
  // The fallback <img> has one address and no srcset, so no sizes either (invalid HTML without srcset).
  expect(html).toMatch(/<img src="\/media\/c{64}\.jpg" alt="Preview" loading="lazy"/)
  expect(html).toContain('width="640" height="360"')
  expect(html).not.toContain('fetchPriority')
})

test('the priority image is eager and fetched first; an SVG is a plain img', () => {
  const priority = renderToStaticMarkup(
    <ResponsiveImage src={`/media/${HASH}.png`} alt="" sizes="100vw" width={16} height={9} priority />,
  )
  expect(priority).toContain('loading="eager"')
  expect(priority).toContain('fetchPriority="high"')
  const svg = renderToStaticMarkup(
    <ResponsiveImage src={`/media/${HASH}.svg`} alt="" sizes="44px" width={44} height={44} />,
  )
  expect(svg).not.toContain('<picture')
  expect(svg).toStartWith(`<img src="/media/${HASH}.svg"`)
  expect(svg).not.toContain('sizes=')
})
