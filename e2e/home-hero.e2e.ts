import { defaultGreetings as greetingMessages } from '../src/shared/site.ts'
import { expect, test } from './fixtures.ts'

const FIRST = "Hi, I'm Alex."
const SECOND = 'I turn ideas into code.'

test('typewriter: 100 ms per character, 2000 ms pause, 50 ms backspace, then the next message', async ({
  page,
}) => {
  // Paused clock: the typewriter only moves when the test moves time on.
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'))
  await page.goto('/')
  const typed = page.getByTestId('typewriter')
  await expect(typed).toHaveAttribute('data-animating', 'true')
  await expect(typed).toHaveText('')

  await page.clock.runFor(300)
  await expect(typed).toHaveText('Hi,')
  await page.clock.runFor(99)
  await expect(typed).toHaveText('Hi,')
  await page.clock.runFor(1)
  await expect(typed).toHaveText('Hi, ')
  await page.clock.runFor((FIRST.length - 4) * 100)
  await expect(typed).toHaveText(FIRST)

  await page.clock.runFor(1999)
  await expect(typed).toHaveText(FIRST)
  await page.clock.runFor(1)
  await expect(typed).toHaveText(FIRST.slice(0, -1))
  await page.clock.runFor(50 * 4)
  await expect(typed).toHaveText(FIRST.slice(0, -5))
  await page.clock.runFor(50 * (FIRST.length - 5))
  await expect(typed).toHaveText('')

  await page.clock.runFor(100)
  await expect(typed).toHaveText(SECOND.slice(0, 1))
  await page.clock.runFor(100 * 5)
  await expect(typed).toHaveText(SECOND.slice(0, 6))
})

test('after the fifth message the loop starts again with the first', async ({ page }) => {
  const messages = greetingMessages('Alex')
  expect(messages).toHaveLength(5)
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'))
  await page.goto('/')
  const typed = page.getByTestId('typewriter')
  await expect(typed).toHaveAttribute('data-animating', 'true')
  // Each message: typed, held 2000 ms, backspaced; the next starts 100 ms after the line is empty.
  for (const message of messages) {
    const n = [...message].length
    await page.clock.runFor(n * 100)
    await expect(typed).toHaveText(message)
    await page.clock.runFor(2000 + (n - 1) * 50)
    await expect(typed).toHaveText('')
  }
  await page.clock.runFor(100)
  await expect(typed).toHaveText('H')
})

test('the greeting shrinks for longer messages', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'))
  await page.goto('/')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(page.getByTestId('typewriter')).toHaveAttribute('data-animating', 'true')
  const size = async () => Number.parseFloat(await heading.evaluate((el) => getComputedStyle(el).fontSize))
  const first = await size()
  // Through the first message and onto the third, the longest.
  await page.clock.runFor(FIRST.length * 100 + 2000 + FIRST.length * 50 + 100)
  await page.clock.runFor(SECOND.length * 100 + 2000 + SECOND.length * 50 + 100)
  // The size eases over a short CSS transition.
  await expect.poll(size).toBeLessThan(first)
})

test('the cursor blinks every 600 ms', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'))
  await page.goto('/')
  await expect(page.getByTestId('typewriter')).toHaveAttribute('data-animating', 'true')
  const cursor = page.getByTestId('typewriter-cursor')
  await expect(cursor).toHaveAttribute('data-visible', 'true')
  await page.clock.runFor(599)
  await expect(cursor).toHaveAttribute('data-visible', 'true')
  await page.clock.runFor(1)
  await expect(cursor).toHaveAttribute('data-visible', 'false')
  await expect(cursor).toHaveCSS('opacity', '0')
  await page.clock.runFor(600)
  await expect(cursor).toHaveAttribute('data-visible', 'true')
})

test('screen readers get the greeting once, not every keystroke', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(FIRST)
  await expect(page.getByTestId('typewriter')).toHaveAttribute('aria-hidden', 'true')
  const hero = page.getByRole('region', { name: 'Introduction' })
  await expect(hero.getByText('FullStack Machine Learning Engineer', { exact: true })).toBeVisible()
  await expect(hero.getByRole('img', { name: 'Profile picture of Alex Morgan' })).toBeVisible()
})

test('reduced motion: the first message at once, no typing, no blinking', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'))
  await page.goto('/')
  const typed = page.getByTestId('typewriter')
  await expect(typed).toHaveText(FIRST)
  await expect(typed).toHaveAttribute('data-animating', 'false')
  await page.clock.runFor(5000)
  await expect(typed).toHaveText(FIRST)
  await expect(page.getByTestId('typewriter-cursor')).toHaveAttribute('data-visible', 'true')
})

test('the halftone pattern sits under the hero and stays still under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const hero = page.getByRole('region', { name: 'Introduction' })
  const animation = await hero.evaluate((el) => getComputedStyle(el, '::before').animationName)
  expect(animation).toBe('none')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  const moving = await hero.evaluate((el) => getComputedStyle(el, '::before').animationName)
  expect(moving).not.toBe('none')
})
