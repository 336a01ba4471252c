import { HYDRATED_EVENT } from '../../shared/hydration.ts'

/**
 * Waits before asking for the code when the page never reports a first contentful paint (a tab opened
 * in the background).
 */
const FALLBACK_MS = 3000

/** How long a link pressed before hydration waits for it before the browser follows it itself. */
const LINK_FALLBACK_MS = 4000

/** How long a replay waits for its element to hydrate before it goes ahead regardless. */
const ELEMENT_WAIT_MS = 5000

/**
 * The one inline script of every page, at the end of its head (docs/decisions/212-code-after-first-paint.md).
 *
 * - **Code after the first paint.** Once the browser reports the first contentful paint, it adds a
 *   module preload for each chunk the page hydrates with and then the entry scripts: one parallel round,
 *   none of it sharing the line with what the first paint waits for.
 * - **Nothing done before hydration is lost.** Until the entry announces `HYDRATED_EVENT`, and after it
 *   on a part of the page that has not hydrated yet, presses on buttons and form submissions are held (a form never submits natively, which would put its fields in
 *   the URL), then replayed in order. Text typed, boxes ticked and options chosen meanwhile are handed to
 *   React as the change events it missed; the element under the pointer and keyboard focus get theirs.
 *   A plain click on a link to the site waits too, so it navigates in the page as it would a moment
 *   later, unless the code has not come after `LINK_FALLBACK_MS`: then the browser follows it.
 */
export function pageBootScript(scripts: readonly string[], preloads: readonly string[]): string {
  // JSON of our own asset paths; `<` escaped so no path could ever close the script element.
  const code = JSON.stringify({ scripts, preloads }).replace(/</g, '\\u003c')
  return `(() => {
  const code = ${code}
  const PRESSABLE = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="image"]'
  const HELD = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'submit']
  const held = []
  let pointer = null
  let hydrated = false
  let replaying = false
  // Held until the page has hydrated, and after that while the element pressed has not: parts of a page
  // hydrate later than the rest (docs/decisions/151-below-the-fold-hydration.md).
  const waits = (element) => !hydrated || !isHydrated(element)
  const hold = (event) => {
    if (replaying) return
    if (event.type === 'submit') {
      if (!waits(event.target)) return
      event.preventDefault()
      event.stopPropagation()
      keep({ form: event.target, submitter: event.submitter })
      return
    }
    if (!(event.target instanceof Element)) return
    const link = event.target.closest('a[href]')
    if (link) {
      if (event.type === 'click' && waits(link) && followsInPage(event, link)) {
        event.preventDefault()
        keep({ target: link, detail: event.detail })
        // Should the code never come, the link still goes where it says.
        setTimeout(() => hydrated || location.assign(link.href), ${LINK_FALLBACK_MS})
      }
      return
    }
    const target = event.target.closest(PRESSABLE)
    if (!target || !waits(target)) return
    event.stopPropagation()
    if (event.type !== 'click') return
    event.preventDefault()
    keep({ target, detail: event.detail })
  }
  // A plain click on a link to this site: the router would take it in the page once hydrated.
  const followsInPage = (event, link) =>
    event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey &&
    !link.hasAttribute('download') && (!link.target || link.target === '_self') &&
    link.origin === location.origin
  // Where the pointer rests, for the hover a part of the page missed while it was not hydrated yet.
  let hoverPending = false
  const track = (event) => {
    pointer = event.pointerType === 'touch' ? null : { x: event.clientX, y: event.clientY }
    if (hydrated && pointer && !isHydrated(event.target)) void hover()
  }
  for (const type of HELD) addEventListener(type, hold, true)
  addEventListener('pointermove', track, true)

  const setNative = (element, property, value) =>
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property).set.call(element, value)
  // React keeps the value it last saw on the element; setting through the element updates that record,
  // the prototype's setter does not, so the event after it reads as a change.
  const handOverFields = () => {
    for (const field of document.querySelectorAll('input, textarea, select')) {
      if (field instanceof HTMLSelectElement) {
        if ([...field.options].some((option) => option.selected !== option.defaultSelected))
          field.dispatchEvent(new Event('change', { bubbles: true }))
      } else if (field.type === 'checkbox' || field.type === 'radio') {
        if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue
        field.checked = !field.checked
        field.click()
      } else if (field.type !== 'file' && field.value !== field.defaultValue) {
        const typed = field.value
        field.value = field.defaultValue
        setNative(field, 'value', typed)
        field.dispatchEvent(new Event('input', { bubbles: true }))
      }
    }
  }
  const mouse = (x, y, extra) => ({
    bubbles: true, cancelable: true, composed: true, view: window, clientX: x, clientY: y, ...extra,
  })
  const asPointer = (init) => ({ ...init, pointerType: 'mouse', isPrimary: true })
  const replay = (press) => {
    if (press.form) {
      if (!press.form.isConnected) return
      const submitter = press.submitter && press.submitter.form === press.form ? press.submitter : undefined
      if (press.form.requestSubmit) press.form.requestSubmit(submitter)
      else press.form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
      return
    }
    const { target, detail } = press
    if (!target.isConnected || target.disabled) return
    const box = target.getBoundingClientRect()
    const at = mouse(box.x + box.width / 2, box.y + box.height / 2, { button: 0, detail })
    // A pointer press is the whole sequence: some controls act on pointerdown (Radix menus and tabs).
    if (detail > 0) {
      target.dispatchEvent(new PointerEvent('pointerdown', asPointer({ ...at, buttons: 1 })))
      target.dispatchEvent(new MouseEvent('mousedown', { ...at, buttons: 1 }))
      target.dispatchEvent(new PointerEvent('pointerup', asPointer(at)))
      target.dispatchEvent(new MouseEvent('mouseup', at))
    }
    target.dispatchEvent(new MouseEvent('click', at))
  }
  // React marks each element it has taken over; parts of a page hydrate later than the rest
  // (docs/decisions/151-below-the-fold-hydration.md), so each replay waits for its own element.
  const isHydrated = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))
  // Then two frames more: effects that run after hydration (reduced motion read from the browser, say)
  // may still change what the element does.
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  const whenHydrated = async (element) => {
    const since = performance.now()
    while (!isHydrated(element) && performance.now() - since < ${ELEMENT_WAIT_MS}) await nextFrame()
    await nextFrame()
    await nextFrame()
  }
  // Replays held presses in order, each once its element has hydrated; none before the page has.
  let draining = false
  const drain = async () => {
    if (draining || !hydrated) return
    draining = true
    while (held.length) {
      const press = held.shift()
      await whenHydrated(press.form ?? press.target)
      replaying = true
      try {
        replay(press)
      } catch {
        // One press gone wrong (its element changed under it) leaves the others to be replayed.
      } finally {
        replaying = false
      }
    }
    draining = false
  }
  const keep = (press) => {
    held.push(press)
    void drain()
  }
  // The element under the pointer when its turn comes, not when it was asked for: the pointer may have
  // moved on while a part of the page hydrated.
  const hover = async () => {
    if (hoverPending) return
    hoverPending = true
    for (;;) {
      const under = pointer && document.elementFromPoint(pointer.x, pointer.y)
      if (!under) break
      await whenHydrated(under)
      if (under !== (pointer && document.elementFromPoint(pointer.x, pointer.y))) continue
      const at = mouse(pointer.x, pointer.y, {})
      under.dispatchEvent(new PointerEvent('pointerover', asPointer(at)))
      under.dispatchEvent(new MouseEvent('mouseover', at))
      under.dispatchEvent(new PointerEvent('pointermove', asPointer(at)))
      under.dispatchEvent(new MouseEvent('mousemove', at))
      break
    }
    hoverPending = false
  }
  document.addEventListener('${HYDRATED_EVENT}', async () => {
    hydrated = true
    setTimeout(() => removeEventListener('pointermove', track, true), ${ELEMENT_WAIT_MS})
    handOverFields()
    const focused = document.activeElement
    if (focused && focused !== document.body && focused.matches(':focus-visible'))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    void hover()
    void drain()
  }, { once: true })

  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of code.preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    for (const src of code.scripts) {
      const script = document.createElement('script')
      script.type = 'module'
      script.async = false
      script.src = src
      document.head.append(script)
    }
  }
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      start()
    }).observe({ type: 'paint', buffered: true })
  } else {
    void nextFrame().then(start)
  }
  setTimeout(start, ${FALLBACK_MS})
})()`
}
