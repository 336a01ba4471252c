/**
 * The client's REST helper (docs/spec.md §7 and §8): credentials and JSON on every call, no retries, and
 * any non-OK answer becomes an Error "STATUS: body" (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The server's { message } when the body is JSON, else the raw body. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown }
      if (typeof parsed.message === 'string') return parsed.message
    } catch {}
    return this.body
  }
}

/** A failure's description for a toast: the server's message, else the error's. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.message
  return error instanceof Error && error.message ? error.message : 'Unknown error'
}

/** Spec: a message that starts with '401:' and contains 'Unauthorized' counts as unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message)
}

/** A request's body: JSON with its content type, or multipart (FormData names its own, with the boundary). */
export const bodyInit = (body: unknown): RequestInit =>
  body === undefined
    ? {}
    : body instanceof FormData
      ? { body }
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }

/** The JSON answer (null when empty); a non-OK one is thrown as an ApiError (see the top of this file). */
export async function jsonAnswer<T>(response: Response): Promise<T> {
  const text = await response.text()
  if (!response.ok)
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text)
  return (text ? JSON.parse(text) : null) as T
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  return jsonAnswer<T>(await fetch(url, { method, credentials: 'include', ...bodyInit(body) }))
}
