import { TOPICS } from '../../../src/shared/enums.ts'
import { restValue } from '../../graphql/rest-values.ts'

/** 2026-11-24T18:00:00Z → 24 November 2026, the same on the server and in the browser. */
export const sentDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

export const topicLine = (topics: readonly string[]) =>
  topics.length === 0 ? 'All topics' : topics.map((t) => restValue(TOPICS, t)).join(' · ')
