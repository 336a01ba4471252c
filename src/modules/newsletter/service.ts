import type { Sql } from '../../db/client.ts'
import * as newsletter from '../../db/newsletter.ts'
import * as users from '../../db/users.ts'
import { AppError } from '../../errors.ts'
import { DEFAULT_FREQUENCY } from '../../shared/enums.ts'
import type { Preferences, SignupBody } from '../../shared/inputs/newsletter.ts'
import { hashPassword, type SignedIn, startSession } from '../auth/service.ts'
import { reserveAttempt, SIGNUP_ADDRESS_POLICY, signupAddressKey } from '../auth/throttle.ts'
import type { Subscription } from './model.ts'

const TAKEN_MESSAGE = {
  username: 'That username is already taken',
  email: 'An account with that email already exists',
} as const

/** 409 naming the field, so the form can show the message next to it. */
const taken = (field: 'username' | 'email') => new AppError(409, TAKEN_MESSAGE[field], { field })

/** What a user without a subscription row sees: not subscribed, default preferences. */
const NOT_SUBSCRIBED: Subscription = {
  isActive: false,
  subscribedAt: null,
  preferences: { frequency: DEFAULT_FREQUENCY, topics: [] },
}

/**
 * Creates a (never admin) user and an active subscription in one transaction, then signs them in.
 * Every attempt that passes validation counts against the address, since each answer can reveal
 * whether a username or email is registered.
 */
export async function signup(sql: Sql, body: SignupBody, clientAddress: string): Promise<SignedIn> {
  const key = signupAddressKey(clientAddress)
  await reserveAttempt(sql, key, SIGNUP_ADDRESS_POLICY, 'Too many sign-up attempts from this address.')
  const email = body.email.trim()
  const takenField = await users.findTakenField(sql, body.username, email)
  if (takenField) throw taken(takenField)
  const passwordHash = await hashPassword(body.password)
  const preferences: Preferences = {
    frequency: body.frequency ?? DEFAULT_FREQUENCY,
    topics: body.topics ?? [],
  }
  try {
    const user = await sql.begin(async (tx) => {
      const t = tx as unknown as Sql
      const created = await users.insertUser(t, {
        username: body.username,
        email,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        passwordHash,
      })
      await newsletter.upsertActiveSubscription(t, created.id, preferences)
      return created
    })
    return startSession(sql, user)
  } catch (error) {
    const field = users.takenFieldOfError(error)
    if (field) throw taken(field)
    throw error
  }
}

export async function getSubscription(sql: Sql, userId: number): Promise<Subscription> {
  return (await newsletter.findSubscription(sql, userId)) ?? NOT_SUBSCRIBED
}

export function subscribe(sql: Sql, userId: number, preferences: Preferences): Promise<Subscription> {
  return newsletter.upsertActiveSubscription(sql, userId, preferences)
}

/** Idempotent: unsubscribing twice, or without ever subscribing, leaves the user not subscribed. */
export async function unsubscribe(sql: Sql, userId: number): Promise<Subscription> {
  return (await newsletter.deactivateSubscription(sql, userId)) ?? NOT_SUBSCRIBED
}
