import { useMemo } from 'react'
import { useQuery } from 'urql'
import { PageMeta } from '../../app/render-context.tsx'
import { useSiteConfig } from '../../app/site-config.tsx'
import { PROJECTS_QUERY, WORK_EXPERIENCES_QUERY } from '../../graphql/documents.ts'
import type { ProjectsResult, WorkExperiencesResult } from '../../graphql/types.ts'
import { AboutSection } from './about/AboutSection.tsx'
import { ABOUT_TEXTS } from './about/copy.ts'
import { topTechnologies } from './about/skills.ts'
import { useYearsLabel } from './about/use-years-label.ts'
import { Hero, JOB_TITLE } from './hero/Hero.tsx'
import { greetingMessages } from './hero/typewriter.ts'
import { loadState } from './load-state.ts'
import { ProjectsSection } from './projects/ProjectsSection.tsx'
import { TimelineSection } from './timeline/TimelineSection.tsx'

/**
 * The home page. Both queries are answered during server rendering, so the first paint already holds
 * the projects and the work experience; the loading and error states show on client-side navigation.
 */
export function HomePage() {
  const site = useSiteConfig()
  const [projectsResult] = useQuery<ProjectsResult>({ query: PROJECTS_QUERY })
  const [workResult] = useQuery<WorkExperiencesResult>({ query: WORK_EXPERIENCES_QUERY })
  const projects = loadState(projectsResult.data?.projects, projectsResult.error)
  const work = loadState(workResult.data?.workExperiences, workResult.error)
  const messages = useMemo(() => greetingMessages(site.ownerFirstName), [site.ownerFirstName])
  const skills = useMemo(() => topTechnologies(projectsResult.data?.projects ?? []), [projectsResult.data])
  const yearsLabel = useYearsLabel()

  return (
    <>
      <PageMeta
        title={`${site.ownerName} · ${JOB_TITLE}`}
        description={`${site.ownerName}, ${JOB_TITLE.toLowerCase()}: projects, work experience and a little background.`}
      />
      <Hero ownerName={site.ownerName} messages={messages} />
      <AboutSection
        firstName={site.ownerFirstName}
        texts={ABOUT_TEXTS}
        skills={skills}
        yearsLabel={yearsLabel}
        projectCount={projects.status === 'loaded' ? projects.data.length : null}
      />
      <ProjectsSection state={projects} />
      <TimelineSection state={work} />
    </>
  )
}
