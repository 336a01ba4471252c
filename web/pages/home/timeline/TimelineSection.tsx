import styled from 'styled-components'
import { RetryButton } from '../../../components/RetryButton.tsx'
import type { WorkExperienceData } from '../../../graphql/types.ts'
import type { LoadState } from '../load-state.ts'
import { Eyebrow, HomeSection, SectionHeading, SectionSubtitle } from '../ui.tsx'
import { WorkTimeline } from './WorkTimeline.tsx'

const TIMELINE_SUBTITLES = {
  loading: 'Loading work experiences...',
  error: 'Failed to load work experiences. Please try again later.',
  loaded: 'My professional journey through the years - current role highlighted in the center.',
} as const

/**
 * The section spans the page so the track can (issue 24 item 4); its heading, subtitle and controls keep
 * the content column.
 */
const WideSection = styled(HomeSection)`
  max-width: none;
  padding-left: 0;
  padding-right: 0;
`

const Column = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(5)};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 0 ${({ theme }) => theme.space(4)};
  }
`

/** The Work Experience block: the timeline's track of positions, or its loading and failure states. */
export function TimelineSection({
  state,
}: {
  /** The work experience query's state: loading, failed, or the positions oldest first. */
  state: LoadState<readonly WorkExperienceData[]>
}) {
  return (
    <WideSection id="timeline" aria-labelledby="timeline-heading">
      <Column>
        <Eyebrow>Where I have worked</Eyebrow>
        <SectionHeading id="timeline-heading">Work Experience</SectionHeading>
        <SectionSubtitle role={state.status === 'error' ? 'alert' : undefined}>
          {TIMELINE_SUBTITLES[state.status]}
        </SectionSubtitle>
        {state.status === 'error' ? <RetryButton /> : null}
      </Column>
      {state.status === 'loaded' ? <WorkTimeline experiences={state.data} /> : null}
    </WideSection>
  )
}
