import { parse as parseCookie } from 'cookie'

/**
 * Facts about one request that several layers need (client address, the resolved session, cookies to
 * set on the way out). Keyed by the Request object, which Elysia, Yoga and the SSR renderer all receive.
 */
export interface RequestState {
  clientAddress: string
  setCookies: string[]
  memo: Map<string, Promise<unknown>>
  /** The route pattern the router matched (the metrics' `route` label). */
  route?: string
}

const states = new WeakMap<Request, RequestState>()

export function initRequestState(request: Request, clientAddress: string): RequestState {
  const state: RequestState = { clientAddress, setCookies: [], memo: new Map() }
  states.set(request, state)
  return state
}

export function requestState(request: Request): RequestState {
  return states.get(request) ?? initRequestState(request, 'unknown')
}

/** A copy of a request (another URL, say) that is the same request to every layer: one state for both. */
export function sameRequestState(copy: Request, original: Request): Request {
  states.set(copy, requestState(original))
  return copy
}

/** Computes a value once per request, however many layers ask for it. */
export function memoizeForRequest<T>(request: Request, key: string, compute: () => Promise<T>): Promise<T> {
  const { memo } = requestState(request)
  if (!memo.has(key)) memo.set(key, compute())
  return memo.get(key) as Promise<T>
}

/**
 * One cookie's value, parsed by the `cookie` package: it never throws (a bad %-escape stays as sent), and
 * of duplicates the first wins, which RFC 6265 makes the most specific one (docs/decisions/085).
 */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  return header ? parseCookie(header)[name] : undefined
}
