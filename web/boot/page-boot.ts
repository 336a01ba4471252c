import { HYDRATED_EVENT, PAGE_CODE_ID, PART_ATTRIBUTE, type PageCode } from '../../src/shared/hydration.ts'

/**
 * The code of the one inline script every page runs before its bundle
 * (docs/decisions/222-before-hydration-code.md). Built by Vite on its own (vite.boot.config.ts, entry
 * web/boot/main.ts) and written inline into each page's head by the server, allowed by its hash.
 *
 * 1. **Code after the first paint**: once the browser reports the first contentful paint, it adds a
 *    module preload for each chunk the page hydrates with, then the entry script: one parallel round,
 *    none of it competing with what the first paint waits for.
 * 2. **A press before hydration is not lost**: React listens from `hydrateRoot` on, and replays nothing
 *    that happened before. A click on a button or a link to the site (or a form sent) before the page,
 *    or the part of the page holding it, has announced `HYDRATED_EVENT` is held, then dispatched again,
 *    once, in order; a link the code has not come for after `LINK_FALLBACK_MS` is followed by the
 *    browser. Text typed and options chosen meanwhile are handed to React as the events it missed.
 */

/** Waits this long for a first contentful paint that never comes (a tab opened in the background). */
export const FALLBACK_MS = 3000

/** How long a link pressed before hydration waits for the code before the browser follows it itself. */
const LINK_FALLBACK_MS = 4000

/** What a click is held on: the controls React handles, and links (see `followsInPage`). */
const PRESSABLE = 'a[href], button, [role="button"], input[type="submit"], input[type="button"]'

/**
 * A plain click on a link to this site, which the router takes in the page once hydrated; any other
 * (a new tab, a download, another site) is the browser's at once.
 */
export function followsInPage(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  link: Pick<HTMLAnchorElement, 'origin' | 'target' | 'hasAttribute'>,
  origin: string,
): boolean {
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
  return (
    plain && !link.hasAttribute('download') && ['', '_self'].includes(link.target) && link.origin === origin
  )
}

/** The page's code list from its JSON data block; nothing to load if it is missing or malformed. */
export function readPageCode(text: string | null | undefined): PageCode {
  try {
    const value: unknown = JSON.parse(text ?? '')
    if (typeof value === 'object' && value !== null) {
      const { scripts, preloads } = value as Record<string, unknown>
      const strings = (list: unknown) =>
        Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []
      return { scripts: strings(scripts), preloads: strings(preloads) }
    }
  } catch {}
  return { scripts: [], preloads: [] }
}

/** Adds the page's code to the head: the preloads first, then the entry (in order, as modules). */
function loadCode(code: PageCode, doc: Document = document): void {
  for (const href of code.preloads) {
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    doc.head.append(link)
  }
  for (const src of code.scripts) {
    const script = doc.createElement('script')
    script.type = 'module'
    script.async = false
    script.src = src
    doc.head.append(script)
  }
}

export interface PaintClock {
  /** `PerformanceObserver`, where the browser has one that reports paints. */
  observer?: {
    new (callback: PerformanceObserverCallback): Pick<PerformanceObserver, 'observe' | 'disconnect'>
    readonly supportedEntryTypes?: readonly string[]
  }
  setTimeout: (run: () => void, ms: number) => unknown
  requestAnimationFrame: (run: () => void) => unknown
}

/**
 * Runs `start` once: at the first contentful paint, or after the first frame where paint timing is
 * unknown, and after `FALLBACK_MS` whatever happens.
 */
export function afterFirstPaint(start: () => void, clock: PaintClock): void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  const { observer: Observer } = clock
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const watch = new Observer((list, self) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      self.disconnect()
      once()
    })
    watch.observe({ type: 'paint', buffered: true })
  } else {
    clock.requestAnimationFrame(() => clock.setTimeout(once, 0))
  }
  clock.setTimeout(once, FALLBACK_MS)
}

/**
 * Presses held until the part of the page they belong to has hydrated: `hold` keeps one (false once it
 * is not needed any more), `announced` marks a part as taken over (presses from then on go straight to
 * React, unless earlier ones still wait to be replayed: order is kept), and `hydrated` marks it and
 * replays, in order, the presses now free to go. `null` is the page's root; a press names the part it is
 * in, or `null`. Marking never waits for a timer: a page whose timers are held (a test's paused clock,
 * a background tab) takes new presses as soon as React has announced itself.
 */
export function pressQueue<Press extends { part: string | null }>(replay: (press: Press) => void) {
  const hydratedParts = new Set<string | null>()
  let held: Press[] = []
  const waits = (press: Press) => !hydratedParts.has(null) || !hydratedParts.has(press.part)
  return {
    hold(press: Press): boolean {
      if (!waits(press) && held.every(waits)) return false
      held.push(press)
      return true
    },
    announced(part: string | null): void {
      hydratedParts.add(part)
    },
    /** Takes a press back if it is still held: true if it was. */
    drop(press: Press): boolean {
      const before = held.length
      held = held.filter((other) => other !== press)
      return held.length < before
    },
    hydrated(part: string | null): void {
      hydratedParts.add(part)
      const ready = held.filter((press) => !waits(press))
      held = held.filter(waits)
      for (const press of ready) {
        try {
          replay(press)
        } catch {
          // One press gone wrong (its element changed under it) leaves the others to be replayed.
        }
      }
    },
  }
}

interface Press {
  part: string | null
  target: HTMLElement
  /** The form sent (Enter in a field), for a held submission. */
  form?: HTMLFormElement
  submitter?: HTMLElement | null
  detail: number
}

/** The part an announcement names (`detail`), or `null` for the page's root. */
export const hydratedPart = (event: Event) =>
  event instanceof CustomEvent && typeof event.detail === 'string' ? event.detail : null

/** The part of the page an element is in: the nearest `data-hydrates-later` name, else the root. */
const partOf = (element: Element) =>
  element.closest(`[${PART_ATTRIBUTE}]`)?.getAttribute(PART_ATTRIBUTE) ?? null

/** Input types chosen by a click (radios: see `fieldsToHandOver`) or not chosen at all: never held. */
const PRESSED_TYPES = ['radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden']

/** A field whose events React must not hear while it hydrates: `fieldsToHandOver` gives it them after. */
function handedOverLater(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) return !PRESSED_TYPES.includes(target.type)
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
}

/** Sets a field's property through its prototype's setter, which React's record of it does not watch. */
function setUnwatched(
  field: HTMLInputElement | HTMLTextAreaElement,
  name: 'value' | 'checked',
  value: unknown,
) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), name)?.set?.call(field, value)
}

/**
 * Fields a visitor filled in before hydration: React took their current value as its own record, so the
 * state behind them is still the server's. Read when the page announces itself (a render right after
 * puts a controlled field back to its state), handed over after:
 * - a text field gets the input event it missed, with the value set back to the default through the
 *   element first (React keeps its record through the element's own setter) and to what was typed
 *   through the prototype's;
 * - a select whose choice changed gets its choice back and its change event;
 * - a checkbox whose tick changed is set to the other tick through its own setter, then gets the click
 *   it missed, which ticks it as the visitor did;
 * - a radio button chosen (how often, on /newsletter) cannot be read back: hydrating, React rewrites
 *   each radio's `defaultChecked` from its state, which moves an untouched group back to the server's
 *   choice. So the boot code keeps the radios chosen before (`chosen`), and each gets the click it
 *   missed, unchosen first through the element's own setter in the same way.
 */
function fieldsToHandOver(root: ParentNode, chosen: readonly HTMLInputElement[]): (() => void)[] {
  const handOvers: (() => void)[] = []
  for (const select of root.querySelectorAll('select')) {
    const options = [...select.options]
    const choice = options.map((option) => option.selected)
    if (options.every((option) => option.selected === option.defaultSelected)) continue
    handOvers.push(() => {
      options.forEach((option, i) => {
        option.selected = choice[i] ?? false
      })
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
  }
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!handedOverLater(field)) continue
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      const ticked = field.checked
      if (ticked === field.defaultChecked) continue
      handOvers.push(() => {
        field.checked = !ticked
        field.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      })
    } else if (field.value !== field.defaultValue) {
      const typed = field.value
      handOvers.push(() => {
        field.value = field.defaultValue
        setUnwatched(field, 'value', typed)
        field.dispatchEvent(new Event('input', { bubbles: true }))
      })
    }
  }
  // In the order chosen: the last choice in a group is the one that stays.
  for (const radio of chosen) {
    handOvers.push(() => {
      radio.checked = false
      setUnwatched(radio, 'checked', true)
      radio.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
  }
  return handOvers
}

function replay(press: Press): void {
  if (press.form) {
    if (!press.form.isConnected) return
    const submitter = press.submitter?.isConnected ? press.submitter : null
    press.form.requestSubmit(submitter)
    return
  }
  // A link hydration swapped for a button (ButtonOrLink) is gone; its address shows the same as a page.
  if (!press.target.isConnected) {
    if (press.target instanceof HTMLAnchorElement) location.assign(press.target.href)
    return
  }
  press.target.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: press.detail }),
  )
}

/** Installs the boot behaviour on the page: the one thing main.ts runs. */
export function bootPage(): void {
  const code = readPageCode(document.getElementById(PAGE_CODE_ID)?.textContent)
  const presses = pressQueue<Press>(replay)
  let replaying = false

  const onClick = (event: MouseEvent) => {
    if (replaying || !(event.target instanceof Element)) return
    const target = event.target.closest<HTMLElement>(PRESSABLE)
    if (!target || (target as HTMLButtonElement).disabled) return
    const link = target instanceof HTMLAnchorElement ? target : null
    if (link && !followsInPage(event, link, location.origin)) return
    const press: Press = { part: partOf(target), target, detail: event.detail }
    if (!presses.hold(press)) return
    // Neither the browser's default (a form sent natively) nor a listener of the page may act on it now.
    event.preventDefault()
    event.stopPropagation()
    // Should the code never come, the link still goes where it says.
    if (link) setTimeout(() => presses.drop(press) && location.assign(link.href), LINK_FALLBACK_MS)
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (replaying || !(form instanceof HTMLFormElement)) return
    const held = presses.hold({
      part: partOf(form),
      target: form,
      form,
      submitter: event.submitter,
      detail: 0,
    })
    if (!held) return
    event.preventDefault()
    event.stopPropagation()
  }
  addEventListener('click', onClick, true)
  addEventListener('submit', onSubmit, true)
  // Until the page's root has hydrated, React hears nothing of its fields: an input event reaching it
  // mid-hydration puts a controlled field back to its state (the server's value), and the text is lost.
  // Typed text and chosen options are handed over once it has; radios go by click (`chosenRadios`).
  let rootHydrated = false
  const chosenRadios: HTMLInputElement[] = []
  const holdFromReact = (event: Event) => {
    if (!rootHydrated && handedOverLater(event.target)) event.stopPropagation()
  }
  addEventListener('input', holdFromReact, true)
  // A checkbox's click is what React reads as its change.
  addEventListener(
    'click',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') holdFromReact(event)
    },
    true,
  )
  addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (rootHydrated) return
      if (input instanceof HTMLInputElement && input.type === 'radio') chosenRadios.push(input)
      else if (handedOverLater(input)) event.stopPropagation()
    },
    true,
  )

  // The announcement comes from an effect, inside React's commit. The fields are read at once and handed
  // over in a microtask: React has left the commit, so each input event renders at once, and no later
  // event (a press right after hydration) comes first. No timer: a background tab or a paused test clock
  // would hold it back. Held presses go after the render those events cause (and any an effect started).
  const afterRender = (run: () => void) => requestAnimationFrame(() => setTimeout(run))
  document.addEventListener(HYDRATED_EVENT, (event) => {
    const part = hydratedPart(event)
    presses.announced(part)
    if (part === null) {
      rootHydrated = true
      const handOvers = fieldsToHandOver(document, chosenRadios.splice(0))
      queueMicrotask(() => {
        for (const handOver of handOvers) {
          try {
            handOver()
          } catch {
            // A field gone wrong (replaced under it) leaves the others to be handed over.
          }
        }
      })
    }
    afterRender(() => {
      replaying = true
      try {
        presses.hydrated(part)
      } finally {
        replaying = false
      }
    })
  })

  afterFirstPaint(() => loadCode(code), {
    observer: typeof PerformanceObserver === 'function' ? PerformanceObserver : undefined,
    setTimeout: (run, ms) => setTimeout(run, ms),
    requestAnimationFrame: (run) => requestAnimationFrame(run),
  })
}
