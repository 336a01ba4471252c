import { Counter } from 'prom-client'
import { registry } from '../metrics/registry.ts'

const cacheLookups = new Counter({
  name: 'http_cache_lookups_total',
  help: 'Anonymous reads the in-memory response cache answered (hit) or had to render (miss)',
  labelNames: ['result'] as const,
  registers: [registry],
})

export function countCacheLookup(result: 'hit' | 'miss'): void {
  cacheLookups.inc({ result })
}
