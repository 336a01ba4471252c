import { useMemo } from 'react'
import { type Deferred, useDeferred } from '../../app/page-data.ts'
import { completedCount } from '../../components/project/status.ts'
import type { ProjectData, SiteData, WorkExperienceData } from '../../graphql/types.ts'
import { AboutSection } from './about/AboutSection.tsx'
import { topTechnologies } from './about/skills.ts'
import { useYearsLabel } from './about/use-years-label.ts'
import { ProjectsSection } from './projects/ProjectsSection.tsx'
import { TimelineSection } from './timeline/TimelineSection.tsx'

export interface HomeSectionsProps {
  /** The root loader's settings: a stable reference until the admin saves the Site tab. */
  site: SiteData
  projects: Deferred<readonly ProjectData[]>
  workExperiences: Deferred<readonly WorkExperienceData[]>
}

/**
 * The home page under its full-screen hero: About, Projects, Work Experience. Its own chunk, hydrated
 * after the hero (docs/decisions/151-below-the-fold-hydration.md); every hook whose value can change
 * after hydration (the years label from the browser's date, the loading states) lives in here, so
 * nothing above it re-renders before it has hydrated.
 */
export function HomeSections({ site, projects, workExperiences }: HomeSectionsProps) {
  const projectsState = useDeferred(projects)
  const work = useDeferred(workExperiences)
  const loadedProjects = projectsState.status === 'loaded' ? projectsState.data : null
  const skills = useMemo(() => topTechnologies(loadedProjects ?? []), [loadedProjects])
  const yearsLabel = useYearsLabel(site.careerStart)
  const texts = useMemo(() => ({ full: site.aboutFull, short: site.aboutShort }), [site])
  const stat = useMemo(() => ({ label: site.statLabel, value: site.statValue }), [site])
  return (
    <>
      <AboutSection
        firstName={site.ownerFirstName}
        texts={texts}
        skills={skills}
        yearsLabel={yearsLabel}
        stat={stat}
        projectCount={
          projectsState.status === 'error'
            ? 'unavailable'
            : loadedProjects
              ? completedCount(loadedProjects)
              : null
        }
      />
      <ProjectsSection state={projectsState} />
      <TimelineSection state={work} />
    </>
  )
}
