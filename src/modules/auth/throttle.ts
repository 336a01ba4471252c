import type { Sql } from '../../db/client.ts'
import type { RateLimitState } from '../../db/rate-limits.ts'
import * as rateLimits from '../../db/rate-limits.ts'
import { tooManyRequests } from '../../errors.ts'

const MINUTE_MS = 60 * 1000

export interface ThrottlePolicy {
  limit: number
  windowMs: number
  blockMs: number
}

/**
 * Failed sign-ins per account: slows guessing one password from many addresses. Blocks are short
 * because anyone can trigger them for someone else's account (docs/decisions/020-throttling.md).
 */
export const LOGIN_ACCOUNT_POLICY: ThrottlePolicy = {
  limit: 10,
  windowMs: 15 * MINUTE_MS,
  blockMs: 15 * MINUTE_MS,
}
/** Failed sign-ins per client address: slows one address trying many accounts. */
export const LOGIN_ADDRESS_POLICY: ThrottlePolicy = {
  limit: 50,
  windowMs: 15 * MINUTE_MS,
  blockMs: 15 * MINUTE_MS,
}
/** Sign-up attempts per client address (each may reveal whether a name or email is taken). */
export const SIGNUP_ADDRESS_POLICY: ThrottlePolicy = {
  limit: 20,
  windowMs: 60 * MINUTE_MS,
  blockMs: 60 * MINUTE_MS,
}

export const loginAccountKey = (account: string) => `login:account:${account}`
export const loginAddressKey = (address: string) => `login:address:${address}`
export const signupAddressKey = (address: string) => `signup:address:${address}`

/**
 * Counts one attempt before the expensive work it guards (password hashing), so a burst of concurrent
 * attempts cannot all pass a check made before any of them was counted. Returns whether it is admitted.
 */
export async function countAttempt(sql: Sql, key: string, policy: ThrottlePolicy): Promise<RateLimitState> {
  const state = await rateLimits.recordHit(sql, key, policy)
  // Keys for unknown names can pile up; pruning now and then keeps the table small without a scheduler.
  if (Math.random() < 0.01) await rateLimits.deleteStale(sql, 2 * 60 * MINUTE_MS)
  return state
}

/** Reserves one attempt, or throws 429 with Retry-After (seconds) when the key is over its limit. */
export async function reserveAttempt(
  sql: Sql,
  key: string,
  policy: ThrottlePolicy,
  message: string,
): Promise<void> {
  const { hits, blockedUntil } = await countAttempt(sql, key, policy)
  if (hits <= policy.limit) return
  const until = blockedUntil?.getTime() ?? Date.now() + policy.blockMs
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000))
  throw tooManyRequests(`${message} Try again in ${Math.ceil(seconds / 60)} minute(s).`, seconds)
}

/** Gives an admitted attempt back: it turned out not to be one that the policy counts. */
export function releaseAttempt(sql: Sql, key: string, policy: ThrottlePolicy): Promise<void> {
  return rateLimits.releaseHit(sql, key, policy)
}

export function resetAttempts(sql: Sql, key: string): Promise<void> {
  return rateLimits.clearKey(sql, key)
}
