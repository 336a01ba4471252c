import type { ProjectStatus } from '../../graphql/types.ts'

/** Display labels of the GraphQL status names (docs/spec.md §4). */
const LABELS: Record<ProjectStatus, string> = {
  PLANNING: 'Planning',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  ON_HOLD: 'On Hold',
}

/** Filter options of the project list, 'All' first (docs/spec.md §9). */
export const STATUS_FILTER_OPTIONS = ['All', 'Completed', 'In Progress', 'Planning'] as const

/**
 * GraphQL names use underscores, filter labels spaces and hand-typed links hyphens; compare all of them
 * case-insensitively with any separator.
 */
const normalise = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')

export function statusLabel(status: ProjectStatus | null | undefined): string {
  if (!status) return 'Unknown'
  return LABELS[status] ?? status
}

export function statusMatches(status: ProjectStatus | null | undefined, filter: string): boolean {
  if (normalise(filter) === 'all') return true
  return normalise(status ?? '') === normalise(filter)
}

export type StatusTone = 'success' | 'warning' | 'neutral'

/** Badge colours: Completed green, In Progress yellow, anything else grey. */
export function statusTone(status: ProjectStatus | null | undefined): StatusTone {
  if (status === 'COMPLETED') return 'success'
  if (status === 'IN_PROGRESS') return 'warning'
  return 'neutral'
}

/**
 * The About block's "Projects Completed": the projects whose status is Completed, as the label says
 * (issue 24 item 8 overrides the spec's "the number of projects"; docs/decisions/220-design-pass.md).
 */
export function completedCount(projects: readonly { status?: ProjectStatus | null }[]): number {
  return projects.filter((project) => project.status === 'COMPLETED').length
}
