import { statusMatches } from '../../components/project/status.ts'
import type { ProjectData } from '../../graphql/types.ts'
import type { ProjectFilters, ProjectsView } from './query-state.ts'

type Filterable = Pick<ProjectData, 'title' | 'description' | 'technologies' | 'status'>

/**
 * Search matches title or description, the technology filter is a substring match on any technology,
 * the status filter compares case-insensitively; all of them case-insensitive (docs/spec.md §5).
 */
export function filterProjects<P extends Filterable>(projects: readonly P[], filters: ProjectFilters): P[] {
  const search = filters.search.trim().toLowerCase()
  const tech = filters.tech.toLowerCase()
  return projects.filter(
    (p) =>
      (!search || p.title.toLowerCase().includes(search) || p.description.toLowerCase().includes(search)) &&
      (tech === 'all' || p.technologies.some((t) => t.toLowerCase().includes(tech))) &&
      statusMatches(p.status, filters.status),
  )
}

/** Grid cards show 3 chips and '+N', list cards 4 and '+N more' (docs/spec.md §9). */
export function technologyChips(technologies: readonly string[], view: ProjectsView) {
  const limit = view === 'grid' ? 3 : 4
  const rest = technologies.length - limit
  return {
    shown: technologies.slice(0, limit),
    more: rest > 0 ? (view === 'grid' ? `+${rest}` : `+${rest} more`) : null,
  }
}

/**
 * What to do when the URL's search arrives, given the search values this page wrote and the URL has not
 * reached yet: one of our own (possibly skipping older ones) is ignored; anything else came from outside
 * and replaces the text in the box.
 */
export function reconcileSearch(
  pending: readonly string[],
  fromUrl: string,
): { pending: string[]; adopt: string | null } {
  const own = pending.indexOf(fromUrl)
  return own >= 0 ? { pending: pending.slice(own + 1), adopt: null } : { pending: [], adopt: fromUrl }
}
