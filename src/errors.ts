/**
 * Errors a service may throw to end a request with a specific status. They carry no framework types, so
 * services stay usable from REST handlers, GraphQL resolvers and scripts alike.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, message, details)
export const unauthorized = (message = 'Unauthorized') => new AppError(401, message)
export const forbidden = (message = 'Forbidden') => new AppError(403, message)
export const notFound = (message = 'Not found') => new AppError(404, message)
export const payloadTooLarge = (message: string) => new AppError(413, message)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retryAfter: retryAfterSeconds })

/** Ids are positive integers; anything else cannot name a row, so it is "not found" rather than a 500. */
export function parseId(raw: string | number, what: string): number {
  const text = String(raw)
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(`${what} not found`)
  return id
}
