// The insights beacon load of `npm run bench` (scripts/bench/insights.ts), in its own process:
// `bun scripts/bench/ingest.ts '<json IngestSpec>'` sends beacons at a fixed rate (open loop: a slow
// server does not slow the sender down) and prints one JSON IngestResult line.
export interface IngestSpec {
  url: string
  /** Beacons per second, one event each. */
  rate: number
  seconds: number
  /** Distinct browsers (user agents) the beacons come from: a visitor sends about rate/visitors a second. */
  visitors: number
}

export interface IngestResult {
  sent: number
  /** Answers other than 204, and requests that failed outright. */
  errors: number
  p50: number
  p99: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

const PATHS = ['/', '/projects', '/project/1', '/project/2', '/newsletter']

export async function runIngest(spec: IngestSpec): Promise<IngestResult> {
  const timings: number[] = []
  let errors = 0
  let sent = 0
  const inFlight = new Set<Promise<void>>()
  const send = (n: number) => {
    const t0 = performance.now()
    const body = JSON.stringify({
      tz: 'Europe/Berlin',
      ref: n % 3 === 0 ? 'https://www.google.com/' : undefined,
      events: [
        n % 10 === 9
          ? {
              kind: 'vitals',
              path: PATHS[n % PATHS.length],
              lcp: 1200 + (n % 900),
              cls: 0.02,
              fcp: 800,
              ttfb: 120,
            }
          : { kind: 'pageview', path: PATHS[n % PATHS.length] },
      ],
    })
    const request = fetch(spec.url, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n % spec.visitors}.0 Safari/537.36`,
      },
      body,
    })
      .then(async (response) => {
        await response.arrayBuffer()
        if (response.status !== 204) errors++
        timings.push(performance.now() - t0)
      })
      .catch(() => {
        errors++
      })
      .finally(() => inFlight.delete(request))
    inFlight.add(request)
  }
  const started = performance.now()
  const total = spec.rate * spec.seconds
  // Every 10 ms, whatever is due by then.
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * spec.rate))
    while (sent < due) send(sent++)
    await Bun.sleep(10)
  }
  await Promise.all(inFlight)
  timings.sort((a, b) => a - b)
  return { sent, errors, p50: percentile(timings, 50), p99: percentile(timings, 99) }
}

/** Runs the beacon load in a child process and returns its result. */
export async function ingestFromChild(spec: IngestSpec): Promise<IngestResult> {
  const child = Bun.spawn([process.execPath, import.meta.path, JSON.stringify(spec)], {
    stdout: 'pipe',
    stderr: 'inherit',
  })
  const output = await new Response(child.stdout).text()
  if ((await child.exited) !== 0) throw new Error(`beacon load failed for ${spec.url}`)
  return JSON.parse(output) as IngestResult
}

if (import.meta.main) {
  console.log(JSON.stringify(await runIngest(JSON.parse(process.argv[2] ?? '{}') as IngestSpec)))
}
