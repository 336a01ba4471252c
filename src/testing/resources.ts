import { relative } from 'node:path'

/**
 * What test code opened that keeps working in the background (app runtimes, databases, servers, SMTP
 * catchers), each with the one way to stop it. Test files never stop these themselves: the preload does,
 * when the file that opened them has run its last test, newest first, so a runtime's workers and
 * listeners stop before the database under them closes.
 */
interface Resource {
  name: string
  file: string
  stop(): unknown
}

const open: Resource[] = []

const ROOT = `${import.meta.dir.replace(/\/src\/testing$/, '')}/`

/** The test file now running (`bun test` runs files one after another in one process). */
export const currentTestFile = () => relative(ROOT, Bun.main)

/** Registers `resource` to be stopped when the current test file ends; returns it. */
export function track<T>(name: string, resource: T, stop: (resource: T) => unknown): T {
  open.push({ name, file: currentTestFile(), stop: () => stop(resource) })
  return resource
}

/** Stops, newest first, what `file` opened (every file when omitted); returns their names. */
export async function stopTracked(file?: string, only?: (name: string) => boolean): Promise<string[]> {
  const stopped: string[] = []
  for (const resource of [...open].reverse()) {
    if (file !== undefined && resource.file !== file) continue
    if (only && !only(resource.name)) continue
    open.splice(open.indexOf(resource), 1)
    await resource.stop()
    stopped.push(resource.name)
  }
  return stopped
}

interface PendingTimer {
  timer: ReturnType<typeof setTimeout>
  site: string
  file: string
  repeats: boolean
}

const pendingTimers = new Map<number, PendingTimer>()

/** Where our own code (not a library) called the timer function, as `path:line`; else undefined. */
function callerSite(): string | undefined {
  const frames = new Error().stack?.split('\n').slice(1) ?? []
  const caller = frames.find((line) => !line.includes('/src/testing/resources.ts'))
  if (!caller || caller.includes('/node_modules/')) return undefined
  const at = caller.indexOf(ROOT)
  if (at < 0) return undefined
  return caller
    .slice(at + ROOT.length)
    .replace(/\)$/, '')
    .replace(/:\d+$/, '')
}

/**
 * Records every timer our code starts, so a file that leaves an interval ticking or a timeout waiting
 * (a poll loop, a worker's sleep) is named when it ends, instead of surfacing later as an anonymous
 * error in another file. Library timers (the pool's own, pg-boss') are the tracked resources' business.
 */
export function watchTimers(): void {
  const { setTimeout, setInterval, clearTimeout, clearInterval } = globalThis
  const remember = (timer: ReturnType<typeof setTimeout>, repeats: boolean) => {
    const site = callerSite()
    if (site) pendingTimers.set(Number(timer), { timer, site, file: currentTestFile(), repeats })
    return timer
  }
  const forget = (timer: unknown) => {
    if (timer !== undefined && timer !== null) pendingTimers.delete(Number(timer))
  }
  globalThis.setTimeout = Object.assign(
    (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer: ReturnType<typeof setTimeout> = setTimeout(
        (...callArgs: unknown[]) => {
          forget(timer)
          callback(...callArgs)
        },
        ms,
        ...args,
      )
      return remember(timer, false)
    },
    setTimeout,
  ) as typeof setTimeout
  globalThis.setInterval = Object.assign(
    (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
      remember(setInterval(callback, ms, ...args), true),
    setInterval,
  ) as typeof setInterval
  globalThis.clearTimeout = ((timer: Parameters<typeof clearTimeout>[0]) => {
    forget(timer)
    clearTimeout(timer)
  }) as typeof clearTimeout
  globalThis.clearInterval = ((timer: Parameters<typeof clearInterval>[0]) => {
    forget(timer)
    clearInterval(timer)
  }) as typeof clearInterval
}

/** Cancels the timers `file` started that are still waiting or ticking; describes each. */
export function timersLeftBy(file: string): string[] {
  const left: string[] = []
  for (const [id, timer] of pendingTimers) {
    if (timer.file !== file) continue
    pendingTimers.delete(id)
    clearInterval(timer.timer)
    left.push(`${timer.repeats ? 'setInterval' : 'setTimeout'} from ${timer.site}`)
  }
  return left
}
