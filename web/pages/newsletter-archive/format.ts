/** 2026-11-24T18:00:00Z → 24 November 2026, the same on the server and in the browser. */
export const sentDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** The topics (slugs) an issue was sent for, by their names now: a rename shows here too. */
export const topicLine = (slugs: readonly string[], topics: readonly { slug: string; name: string }[]) =>
  slugs.length === 0
    ? 'All topics'
    : slugs.map((slug) => topics.find((t) => t.slug === slug)?.name ?? slug).join(' · ')
