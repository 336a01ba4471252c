import { RetryButton } from '../../../components/RetryButton.tsx'
import type { WorkExperienceData } from '../../../graphql/types.ts'
import type { LoadState } from '../load-state.ts'
import { Eyebrow, HomeSection, SectionHeading, SectionSubtitle } from '../ui.tsx'
import { WorkTimeline } from './WorkTimeline.tsx'

export const TIMELINE_SUBTITLES = {
  loading: 'Loading work experiences...',
  error: 'Failed to load work experiences. Please try again later.',
  loaded: 'My professional journey through the years - current role highlighted in the center.',
} as const

export function TimelineSection({ state }: { state: LoadState<readonly WorkExperienceData[]> }) {
  return (
    <HomeSection id="timeline" aria-labelledby="timeline-heading">
      <Eyebrow>Where I have worked</Eyebrow>
      <SectionHeading id="timeline-heading">Work Experience</SectionHeading>
      <SectionSubtitle role={state.status === 'error' ? 'alert' : undefined}>
        {TIMELINE_SUBTITLES[state.status]}
      </SectionSubtitle>
      {state.status === 'loaded' ? <WorkTimeline experiences={state.data} /> : null}
      {state.status === 'error' ? <RetryButton /> : null}
    </HomeSection>
  )
}
