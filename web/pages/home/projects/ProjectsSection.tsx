import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { RetryButton } from '../../../components/RetryButton.tsx'
import type { ProjectData } from '../../../graphql/types.ts'
import type { LoadState } from '../load-state.ts'
import { Eyebrow, HomeSection, SectionHeading, SectionSubtitle } from '../ui.tsx'
import { ProjectStrip } from './ProjectStrip.tsx'

const ViewAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding: 0.7rem 1.4rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.pageTop};
  background: ${({ theme }) => theme.colors.text};
  transition: background-color 0.2s;

  &:hover {
    background: ${({ theme }) => theme.colors.textStrong};
  }
`

const Centre = styled.div`
  display: flex;
  justify-content: center;
`

const Heading = () => (
  <div>
    <Eyebrow>Things I have built</Eyebrow>
    <SectionHeading id="projects-heading">Projects</SectionHeading>
  </div>
)

/** The Projects block in each data state. */
export function ProjectsSection({
  state,
}: {
  /** The projects query's state: loading, failed, or the projects in display order. */
  state: LoadState<readonly ProjectData[]>
}) {
  return (
    <HomeSection id="projects" aria-labelledby="projects-heading">
      {state.status === 'loaded' ? (
        <ProjectStrip projects={state.data} heading={<Heading />} />
      ) : (
        <>
          <Heading />
          {state.status === 'loading' ? (
            <SectionSubtitle>Loading projects...</SectionSubtitle>
          ) : (
            <>
              <SectionSubtitle role="alert">Failed to load projects. Please try again later.</SectionSubtitle>
              <RetryButton />
            </>
          )}
        </>
      )}
      <Centre>
        <ViewAll to="/projects">
          View All Projects <ArrowRight size={16} aria-hidden="true" />
        </ViewAll>
      </Centre>
    </HomeSection>
  )
}
