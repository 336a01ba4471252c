import { type Static, Type as t } from '@sinclair/typebox'
import { type Frequency, READER_STATES, type ReaderState } from '../../shared/enums.ts'
import { AdminListQuery } from '../paging.ts'

/** A site account that is not an administrator, with its newsletter subscription. */
export interface Reader {
  id: number
  username: string
  email: string | null
  firstName: string | null
  lastName: string | null
  /** Member since. */
  createdAt: string
  state: ReaderState
  /** The chosen frequency; kept after the subscription ends, null when it never started. */
  frequency: Frequency | null
  /** Slugs of the owner's topics (docs/decisions/235); empty means every update. */
  topics: string[]
  subscribedAt: string | null
}

/** How the audience splits; frequency and topic count active readers only (those the newsletter reaches). */
export interface ReaderCounts {
  total: number
  byState: { state: ReaderState; count: number }[]
  byFrequency: { frequency: Frequency; count: number }[]
  /** Per topic slug: every offered topic, and retired ones still followed. */
  byTopic: { topic: string; count: number }[]
  /** Active readers with no topic chosen, which means every update. */
  everyTopic: number
}

/** `?search=&page=&state=` of GET /api/readers and its CSV export. */
export const ReaderListQuery = t.Composite(
  [
    AdminListQuery,
    t.Object({
      state: t.Optional(
        t.Union(
          READER_STATES.map((state) => t.Literal(state)),
          { error: `state must be one of ${READER_STATES.join(', ')}` },
        ),
      ),
    }),
  ],
  { additionalProperties: false },
)
export type ReaderListQuery = Static<typeof ReaderListQuery>
