/**
 * The list's state as its address holds it (?q=&tech=&status=&view=), apart from the filtering itself:
 * the route table declares what the page reads with it (docs/decisions/215-query-strings-a-page-reads.md),
 * so this file is in every page's first load and stays small.
 */
import type { PageQuery } from '../../app/page-query.ts'
import { STATUS_FILTER_OPTIONS } from '../../components/project/status.ts'

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
 * What the list reads from its address (docs/decisions/215-query-strings-a-page-reads.md): its cached
 * copies are keyed by the state it shows, so `?tech=nodejs` and `?tech=Node.js`, an unknown status and
 * none, the filters in either order, and any parameter it does not read share one copy.
 */
export const projectsPageQuery: PageQuery = {
  reads: ['q', 'tech', 'status', 'view'],
  canonical: (params) => writeQueryState(readQueryState(params)),
}
