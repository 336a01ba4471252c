import { afterAll } from 'bun:test'
import { closeSharedTestDatabase } from './harness.ts'

// One throwaway database per `bun test` run, created lazily by the first test that needs it.
afterAll(closeSharedTestDatabase)
