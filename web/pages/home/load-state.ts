/** What a block renders from: the spec's loading, error and loaded states. */
export type LoadState<T> = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; data: T }
