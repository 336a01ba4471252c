import { STATUS_FILTER_OPTIONS, statusMatches } from '../../components/project/status.ts'
import type { ProjectData } from '../../graphql/types.ts'

/** Technology filter options, 'All' first (docs/spec.md §9). */
export const TECH_FILTER_OPTIONS = [
  'All',
  'React',
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'Python',
  'Next.js',
  'Tailwind CSS',
  'Express',
  'MongoDB',
] as const

export type TechFilter = (typeof TECH_FILTER_OPTIONS)[number]
export type StatusFilter = (typeof STATUS_FILTER_OPTIONS)[number]
export type ProjectsView = 'grid' | 'list'

export interface ProjectFilters {
  search: string
  tech: TechFilter
  status: StatusFilter
}

export const NO_FILTERS: ProjectFilters = { search: '', tech: 'All', status: 'All' }

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

/** Options are matched loosely so hand-typed links (?tech=nodejs, ?status=in-progress) still work. */
const loose = (value: string) => value.toLowerCase().replace(/[^a-z0-9+#]/g, '')

function pickOption<T extends string>(options: readonly T[], value: string | null): T {
  const wanted = loose(value ?? '')
  return options.find((o) => loose(o) === wanted) ?? options[0]!
}

export interface ProjectsQueryState extends ProjectFilters {
  view: ProjectsView
}

/** Reads the shareable list state from the URL query (?q=&tech=&status=&view=); unknown values mean the default. */
export function readQueryState(params: URLSearchParams): ProjectsQueryState {
  return {
    search: params.get('q') ?? '',
    tech: pickOption(TECH_FILTER_OPTIONS, params.get('tech')),
    status: pickOption(STATUS_FILTER_OPTIONS, params.get('status')),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  }
}

/** The inverse of readQueryState; defaults are left out so the plain /projects address stays plain. */
export function writeQueryState(state: ProjectsQueryState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.search) params.set('q', state.search)
  if (state.tech !== 'All') params.set('tech', state.tech)
  if (state.status !== 'All') params.set('status', state.status)
  if (state.view !== 'grid') params.set('view', state.view)
  return params
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
