/** Display labels for the admin form's status values (spec section 4). */
const LABELS: Record<string, string> = {
  planning: 'Planning',
  'in-progress': 'In Progress',
  completed: 'Completed',
  'on-hold': 'On Hold',
}

/** Filter options of the project list, 'All' first (spec section 9). */
export const STATUS_FILTER_OPTIONS = ['All', 'Completed', 'In Progress', 'Planning'] as const

/** Stored values use hyphens, filter labels spaces; compare both case-insensitively with either separator. */
const normalise = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')

export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown'
  return LABELS[status] ?? status
}

export function statusMatches(status: string | null | undefined, filter: string): boolean {
  if (normalise(filter) === 'all') return true
  return normalise(status ?? '') === normalise(filter)
}

export type StatusTone = 'success' | 'warning' | 'neutral'

/** Badge colours: Completed green, In Progress yellow, anything else grey. */
export function statusTone(status: string | null | undefined): StatusTone {
  if (statusMatches(status, 'completed')) return 'success'
  if (statusMatches(status, 'in progress')) return 'warning'
  return 'neutral'
}
