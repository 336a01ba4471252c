import { expect, test } from 'bun:test'
import {
  afterFirstPaint,
  FALLBACK_MS,
  followsInPage,
  hydratedPart,
  type PaintClock,
  pressQueue,
  readPageCode,
} from './page-boot.ts'

test('the page code list is read defensively', () => {
  expect(readPageCode('{"scripts":["/a.js"],"preloads":["/b.js","/c.js"]}')).toEqual({
    scripts: ['/a.js'],
    preloads: ['/b.js', '/c.js'],
  })
  const none = { scripts: [], preloads: [] }
  expect(readPageCode(null)).toEqual(none)
  expect(readPageCode('not json')).toEqual(none)
  expect(readPageCode('{"scripts":"/a.js","preloads":[1,"/b.js"]}')).toEqual({
    scripts: [],
    preloads: ['/b.js'],
  })
})

/** A clock whose timers and frames run when the test says, and a paint observer the test feeds. */
function fakeClock(withPaintTiming: boolean) {
  const timers: { run: () => void; ms: number }[] = []
  const frames: (() => void)[] = []
  const observers: Observer[] = []
  class Observer {
    static supportedEntryTypes = withPaintTiming ? ['paint', 'largest-contentful-paint'] : ['mark']
    connected = true
    constructor(readonly callback: PerformanceObserverCallback) {
      observers.push(this)
    }
    observe() {}
    disconnect() {
      this.connected = false
    }
  }
  const clock: PaintClock = {
    observer: Observer,
    setTimeout: (run, ms) => timers.push({ run, ms }),
    requestAnimationFrame: (run) => frames.push(run),
  }
  const paint = (name: string) => {
    const list = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }
    for (const observer of observers.filter((o) => o.connected))
      observer.callback(
        list as unknown as PerformanceObserverEntryList,
        observer as unknown as PerformanceObserver,
      )
  }
  return { clock, timers, frames, paint }
}

test('the code is asked for once, at the first contentful paint', () => {
  const { clock, timers, paint } = fakeClock(true)
  let starts = 0
  afterFirstPaint(() => starts++, clock)
  paint('first-paint')
  expect(starts).toBe(0)
  paint('first-contentful-paint')
  expect(starts).toBe(1)
  // The fallback timer still fires later, and does nothing more.
  expect(timers.map((t) => t.ms)).toEqual([FALLBACK_MS])
  for (const timer of timers) timer.run()
  expect(starts).toBe(1)
})

test('a page that never paints asks for its code after the fallback delay', () => {
  const { clock, timers } = fakeClock(true)
  let starts = 0
  afterFirstPaint(() => starts++, clock)
  expect(starts).toBe(0)
  timers.find((t) => t.ms === FALLBACK_MS)?.run()
  expect(starts).toBe(1)
})

test('without paint timing, the code is asked for after the first frame', () => {
  const { clock, timers, frames } = fakeClock(false)
  let starts = 0
  afterFirstPaint(() => starts++, { ...clock, observer: undefined })
  expect(starts).toBe(0)
  for (const frame of frames) frame()
  timers.find((t) => t.ms === 0)?.run()
  expect(starts).toBe(1)
})

test('presses wait for the root, then for their own part, and replay once each, in order', () => {
  const replayed: string[] = []
  const queue = pressQueue<{ part: string | null; name: string }>((press) => replayed.push(press.name))
  expect(queue.hold({ part: null, name: 'menu' })).toBe(true)
  expect(queue.hold({ part: 'sections', name: 'switch' })).toBe(true)
  expect(queue.hold({ part: null, name: 'send' })).toBe(true)
  queue.hydrated(null)
  expect(replayed).toEqual(['menu', 'send'])
  // The root has hydrated: a press on it is not held any more; one in a later part still is.
  expect(queue.hold({ part: null, name: 'late' })).toBe(false)
  expect(queue.hold({ part: 'sections', name: 'timeline' })).toBe(true)
  queue.hydrated('sections')
  expect(replayed).toEqual(['menu', 'send', 'switch', 'timeline'])
  expect(queue.hold({ part: 'sections', name: 'again' })).toBe(false)
  queue.hydrated('sections')
  expect(replayed).toHaveLength(4)
})

test('once a part has announced itself, new presses go straight through, unless earlier ones wait', () => {
  const replayed: string[] = []
  const queue = pressQueue<{ part: string | null; name: string }>((press) => replayed.push(press.name))
  queue.announced(null)
  expect(queue.hold({ part: null, name: 'direct' })).toBe(false)
  const emptied = pressQueue<{ part: string | null; name: string }>((press) => replayed.push(press.name))
  expect(emptied.hold({ part: null, name: 'early' })).toBe(true)
  emptied.announced(null)
  // The early press is not replayed yet: a later one queues behind it, so they reach React in order.
  expect(emptied.hold({ part: null, name: 'later' })).toBe(true)
  emptied.hydrated(null)
  expect(replayed).toEqual(['early', 'later'])
})

test('a part that hydrates before the root still waits for the root', () => {
  const replayed: string[] = []
  const queue = pressQueue<{ part: string | null }>((press) => replayed.push(String(press.part)))
  queue.hydrated('sections')
  expect(queue.hold({ part: 'sections' })).toBe(true)
  queue.hydrated(null)
  expect(replayed).toEqual(['sections'])
})

test('one press failing to replay leaves the others', () => {
  const replayed: string[] = []
  const queue = pressQueue<{ part: null; name: string }>((press) => {
    if (press.name === 'gone') throw new Error('detached')
    replayed.push(press.name)
  })
  queue.hold({ part: null, name: 'gone' })
  queue.hold({ part: null, name: 'menu' })
  queue.hydrated(null)
  expect(replayed).toEqual(['menu'])
})

test('an announcement names its part in its detail; a plain event is the root', () => {
  expect(hydratedPart(new Event('app:hydrated'))).toBeNull()
  expect(hydratedPart(new CustomEvent('app:hydrated', { detail: 'sections' }))).toBe('sections')
})

test('only a plain click on a link to this site waits for the code', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
  const link = (target = '', origin = 'https://site.test', download = false) => ({
    origin,
    target,
    hasAttribute: (name: string) => download && name === 'download',
  })
  expect(followsInPage(plain, link(), 'https://site.test')).toBe(true)
  expect(followsInPage(plain, link('_self'), 'https://site.test')).toBe(true)
  expect(followsInPage(plain, link('_blank'), 'https://site.test')).toBe(false)
  expect(followsInPage(plain, link('', 'https://elsewhere.test'), 'https://site.test')).toBe(false)
  expect(followsInPage(plain, link('', 'https://site.test', true), 'https://site.test')).toBe(false)
  expect(followsInPage({ ...plain, ctrlKey: true }, link(), 'https://site.test')).toBe(false)
  expect(followsInPage({ ...plain, button: 1 }, link(), 'https://site.test')).toBe(false)
})

test('a press taken back is no longer replayed', () => {
  const replayed: string[] = []
  const queue = pressQueue<{ part: null; name: string }>((press) => replayed.push(press.name))
  const link = { part: null, name: 'link' } as const
  queue.hold(link)
  expect(queue.drop(link)).toBe(true)
  expect(queue.drop(link)).toBe(false)
  queue.hydrated(null)
  expect(replayed).toEqual([])
})
