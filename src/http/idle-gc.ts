/**
 * Gives memory back after a burst of traffic. Measured under 100-connection SSR load: nothing is retained
 * (after a full collection the JS heap is the same 24 MB after every round), but JavaScriptCore only
 * collects when allocation asks for it, so once traffic stops the garbage of the last burst (rendered
 * pages, style sheets, per-request clients) can sit in RSS indefinitely: 275 MB ten seconds after a run.
 * One full collection when the server turns idle returns it (docs/decisions/092-memory-after-load.md).
 */
export interface IdleCollector {
  /** Call on every request. */
  touch(): void
  stop(): void
}

export function collectGarbageWhenIdle(
  idleMs = 2000,
  collect: () => void = () => Bun.gc(true),
): IdleCollector {
  let lastRequest = 0
  let dirty = false
  const timer = setInterval(
    () => {
      if (dirty && performance.now() - lastRequest >= idleMs) {
        dirty = false
        collect()
      }
    },
    Math.max(10, idleMs / 4),
  )
  timer.unref()
  return {
    touch() {
      lastRequest = performance.now()
      dirty = true
    },
    stop: () => clearInterval(timer),
  }
}
