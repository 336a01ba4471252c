import type { Sql } from '../../db/client.ts'
import { insertEvents, MAX_INSERT_ROWS } from '../../db/insight-events.ts'
import { describeError, type Logger } from '../../http/logger.ts'
import { countInsightBatch, countInsightDropped, countInsightIngested } from '../metrics/registry.ts'
import type { InsightEventRow } from './model.ts'

export interface WriterOptions {
  /** Longest an event waits in memory: what a crash can lose (docs/decisions/237). */
  flushMs?: number
  /** A batch this large is written at once instead of waiting for the timer. */
  batchSize?: number
  /** Events held while the database is slow; beyond it new events are dropped (memory stays bounded). */
  maxBuffered?: number
}

export interface InsightWriter {
  add(rows: readonly InsightEventRow[]): void
  /** Writes what is buffered now (and waits for a write already running). */
  flush(): Promise<void>
  /** Flushes and stops the timer: called on graceful shutdown, before the database closes. */
  stop(): Promise<void>
  readonly buffered: number
}

/**
 * Buffers events in memory and writes them with one multi-row INSERT per batch: every second, or as soon
 * as `batchSize` are waiting. One write at a time, so the embedded database's single connection is never
 * held by more than one batch. A failed write is logged and its events counted as dropped, never retried
 * into an unbounded backlog.
 */
export function createInsightWriter(sql: Sql, logger: Logger, options: WriterOptions = {}): InsightWriter {
  const flushMs = options.flushMs ?? 1000
  const batchSize = Math.min(options.batchSize ?? 500, MAX_INSERT_ROWS)
  const maxBuffered = options.maxBuffered ?? 20_000
  let buffer: InsightEventRow[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()
  let stopped = false

  const writeAll = async () => {
    while (buffer.length > 0) {
      const batch = buffer.slice(0, batchSize)
      buffer = buffer.slice(batch.length)
      try {
        await insertEvents(sql, batch)
        countInsightBatch()
        countInsightIngested(batch.length)
      } catch (error) {
        countInsightDropped('write_failed', batch.length)
        logger.error('insight events not written', { events: batch.length, ...describeError(error) })
      }
    }
  }

  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    writing = writing.then(writeAll)
    return writing
  }

  return {
    add(rows) {
      if (stopped) {
        // After shutdown began there is no later flush: write these at once rather than lose them.
        buffer.push(...rows)
        void flush()
        return
      }
      const room = maxBuffered - buffer.length
      if (room < rows.length) countInsightDropped('overflow', rows.length - Math.max(room, 0))
      if (room > 0) buffer.push(...rows.slice(0, room))
      if (buffer.length >= batchSize) void flush()
      else if (!timer && buffer.length > 0) timer = setTimeout(() => void flush(), flushMs)
    },
    flush,
    async stop() {
      stopped = true
      await flush()
    },
    get buffered() {
      return buffer.length
    },
  }
}
