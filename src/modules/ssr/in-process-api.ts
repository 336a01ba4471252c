import { initRequestState, requestState } from '../../http/request-state.ts'

/** The app's own routes (Elysia's `handle`): what a REST call from a route action reaches on the server. */
export type AppHandle = (request: Request) => Promise<Response>

/**
 * What the page request passes on to its REST call: who is asking (the session), in what language, and
 * for insights the page the form was on and the browser's privacy signal (src/modules/insights).
 */
const CARRIED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'referer', 'sec-gpc'] as const

/**
 * A route action's REST call, answered in-process (docs/decisions/221-route-actions.md): the request
 * goes to the app's REST routes with the page request's cookie and client address (rate limits count
 * the visitor, not the server), so it meets the same validation and authorisation as a browser's
 * `fetch`. Cookies it sets (a new session at sign-in, a cleared one at deletion) leave with the page.
 * The page request itself already passed the request guards and the cross-site check.
 */
export function inProcessApi(handle: AppHandle, page: Request) {
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    // Only the REST API: a page address would render a page inside a page (or loop on its own action).
    if (!path.startsWith('/api/')) throw new Error(`A route action may only call /api/…, not ${path}`)
    const headers = new Headers(init.headers)
    for (const name of CARRIED_HEADERS) {
      const value = page.headers.get(name)
      if (value !== null && !headers.has(name)) headers.set(name, value)
    }
    const call = new Request(new URL(path, page.url), { ...init, headers })
    const pageState = requestState(page)
    const callState = initRequestState(call, pageState.clientAddress)
    const response = await handle(call)
    pageState.setCookies.push(...callState.setCookies)
    return response
  }
}
