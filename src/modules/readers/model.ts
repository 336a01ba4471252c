import type { Frequency, ReaderStatus } from '../../shared/enums.ts'

/** A site account that is not an administrator, with its newsletter subscription. */
export interface Reader {
  id: number
  username: string
  email: string | null
  /** Member since. */
  createdAt: string
  status: ReaderStatus
  /** The chosen frequency; kept after the subscription ends, null when it never started. */
  frequency: Frequency | null
  /** Slugs of the owner's topics (docs/decisions/235); empty means every update. */
  topics: string[]
  subscribedAt: string | null
}

/** How the audience splits; frequency and topic count active subscriptions only (those who get mail). */
export interface ReaderCounts {
  total: number
  byStatus: { status: ReaderStatus; count: number }[]
  byFrequency: { frequency: Frequency; count: number }[]
  /** Per topic slug: every offered topic, and retired ones still followed. */
  byTopic: { topic: string; count: number }[]
  /** Active subscriptions with no topic chosen, which means every update. */
  everyTopic: number
}
