import { useLoaderData } from 'react-router'
import styled from 'styled-components'
import { useDeferred } from '../../app/page-data.ts'
import { RetryButton } from '../../components/RetryButton.tsx'
import { FiltersBar } from './FiltersBar.tsx'
import { filterProjects } from './filters.ts'
import type { projectsLoader } from './loader.ts'
import { ProjectCard, type ProjectCardData } from './ProjectCard.tsx'
import { ProjectsHero } from './ProjectsHero.tsx'
import { NO_FILTERS, type ProjectsView } from './query-state.ts'
import { PageColumn, StateMessage } from './ui.tsx'
import { useProjectsQueryState } from './useProjectsQueryState.ts'

const Count = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
`

const Grid = styled.ul<{ $view: ProjectsView }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: ${({ $view }) =>
    $view === 'grid' ? 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' : 'minmax(0, 1fr)'};

  & > li {
    display: grid;
  }
`

const ClearButton = styled.button`
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.hairlineStrong};
  background: ${({ theme }) => theme.colors.wash};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.washStrong};
  }
`

/** The cards for the current filters, or the empty state with a way out. */
export function ProjectResults({
  projects,
  view,
  onClearFilters,
}: {
  /** The projects that match the current filters, in display order. */
  projects: readonly ProjectCardData[]
  /** Grid or list, as the toggle chose. */
  view: ProjectsView
  /** Clears every filter (the empty state's button). */
  onClearFilters: () => void
}) {
  if (projects.length === 0) {
    return (
      <StateMessage>
        <p>No projects found matching your criteria</p>
        <ClearButton type="button" onClick={onClearFilters}>
          Clear Filters
        </ClearButton>
      </StateMessage>
    )
  }
  return (
    <Grid $view={view} data-view={view}>
      {projects.map((p, i) => (
        <li key={p.id}>
          <ProjectCard project={p} view={view} priority={i === 0} />
        </li>
      ))}
    </Grid>
  )
}

export function ProjectsPage() {
  const projects = useDeferred(useLoaderData<typeof projectsLoader>().projects)
  const [state, update] = useProjectsQueryState()
  const all = projects.status === 'loaded' ? projects.data : []
  const shown = filterProjects(all, state)

  return (
    <>
      <ProjectsHero />
      <PageColumn>
        <FiltersBar value={state} onChange={update} />
        {projects.status === 'loading' ? (
          <StateMessage role="status">Loading projects...</StateMessage>
        ) : projects.status === 'error' ? (
          <StateMessage>
            <span role="alert">Failed to load projects. Please try again later.</span>
            <RetryButton />
          </StateMessage>
        ) : (
          <>
            <Count role="status">
              Showing {shown.length} of {all.length} projects
            </Count>
            <ProjectResults projects={shown} view={state.view} onClearFilters={() => update(NO_FILTERS)} />
          </>
        )}
      </PageColumn>
    </>
  )
}
