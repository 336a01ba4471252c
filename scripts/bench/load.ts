// The load generator of `npm run bench`, in its own process so that it does not share the server's
// thread: `bun scripts/bench/load.ts '<json LoadSpec>'` prints one JSON LoadResult line.
export interface LoadSpec {
  url: string
  method?: string
  headers?: Record<string, string>
  body?: string
  seconds: number
  connections: number
  /**
   * Adds this query parameter with a new value to each request's URL: a cache miss that is stored when
   * the response depends on it, the cached copy when it does not (a page that does not read it).
   */
  oneOffParam?: string
}

export interface LoadResult {
  requests: number
  perSecond: number
  p50: number
  p99: number
  /** Decoded body bytes of the last response, to check both servers sent the same thing. */
  bytes: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const timings: number[] = []
  let bytes = 0
  const started = performance.now()
  const deadline = started + spec.seconds * 1000
  let sent = 0
  const urlOf = () =>
    spec.oneOffParam
      ? `${spec.url}${spec.url.includes('?') ? '&' : '?'}${spec.oneOffParam}=${sent++}`
      : spec.url
  await Promise.all(
    Array.from({ length: spec.connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now()
        const response = await fetch(urlOf(), {
          method: spec.method,
          headers: spec.headers,
          body: spec.body,
        })
        bytes = (await response.arrayBuffer()).byteLength
        if (!response.ok) throw new Error(`${spec.url}: HTTP ${response.status}`)
        timings.push(performance.now() - t0)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  timings.sort((a, b) => a - b)
  return {
    requests: timings.length,
    perSecond: timings.length / elapsed,
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
    bytes,
  }
}

/** Runs the load in a child process and returns its result. */
export async function loadFromChild(spec: LoadSpec): Promise<LoadResult> {
  const child = Bun.spawn([process.execPath, import.meta.path, JSON.stringify(spec)], {
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const output = await new Response(child.stdout).text()
  if ((await child.exited) !== 0) throw new Error(`load generator failed for ${spec.url}`)
  return JSON.parse(output) as LoadResult
}

if (import.meta.main) {
  console.log(JSON.stringify(await runLoad(JSON.parse(process.argv[2] ?? '{}') as LoadSpec)))
}
