/** The About block shows at most this many skill tags (docs/spec.md §9). */
const SKILL_TAG_LIMIT = 8

/**
 * The most frequent technologies across projects. Names are compared case-insensitively (the first
 * spelling seen is shown); equal counts keep the order of first appearance.
 */
export function topTechnologies(
  projects: readonly { technologies: readonly string[] }[],
  limit = SKILL_TAG_LIMIT,
): string[] {
  const tally = new Map<string, { name: string; count: number; first: number }>()
  for (const project of projects) {
    for (const raw of project.technologies) {
      const name = raw.trim()
      if (!name) continue
      const key = name.toLowerCase()
      const entry = tally.get(key)
      if (entry) entry.count++
      else tally.set(key, { name, count: 1, first: tally.size })
    }
  }
  return [...tally.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map((e) => e.name)
}
