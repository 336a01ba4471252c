/** The strip card's description limit (docs/spec.md §9). */
const CARD_DESCRIPTION_LIMIT = 100

/** Cuts text to at most `limit` characters at a word boundary and adds an ellipsis when anything was cut. */
export function truncateAtWord(text: string, limit = CARD_DESCRIPTION_LIMIT): string {
  const clean = text.trim()
  if (clean.length <= limit) return clean
  const slice = clean.slice(0, limit + 1)
  const lastSpace = slice.lastIndexOf(' ')
  // One long word has no boundary to cut at: cut it hard rather than show nothing.
  const cut = lastSpace > 0 ? slice.slice(0, lastSpace) : clean.slice(0, limit)
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}...`
}
