/** What a block renders from: the spec's loading, error and loaded states. */
export type LoadState<T> = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; data: T }

/** Data wins when present (the server-rendered result), then an error, else still loading. */
export function loadState<T>(data: T | undefined, error: unknown): LoadState<T> {
  if (data !== undefined) return { status: 'loaded', data }
  if (error) return { status: 'error' }
  return { status: 'loading' }
}
