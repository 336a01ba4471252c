import { useMemo } from 'react'
import { useLoaderData } from 'react-router'
import { useDeferred } from '../../app/page-data.ts'
import { useSiteConfig } from '../../app/site-config.tsx'
import { AboutSection } from './about/AboutSection.tsx'
import { ABOUT_TEXTS } from './about/copy.ts'
import { topTechnologies } from './about/skills.ts'
import { useYearsLabel } from './about/use-years-label.ts'
import { Hero } from './hero/Hero.tsx'
import { greetingMessages } from './hero/typewriter.ts'
import type { homeLoader } from './loader.ts'
import { ProjectsSection } from './projects/ProjectsSection.tsx'
import { TimelineSection } from './timeline/TimelineSection.tsx'

/**
 * The home page. Both queries are answered before server rendering, so the first paint already holds
 * the projects and the work experience; the loading and error states show on client-side navigation.
 */
export function HomePage() {
  const site = useSiteConfig()
  const data = useLoaderData<typeof homeLoader>()
  const projects = useDeferred(data.projects)
  const work = useDeferred(data.workExperiences)
  const loadedProjects = projects.status === 'loaded' ? projects.data : null
  const messages = useMemo(() => greetingMessages(site.ownerFirstName), [site.ownerFirstName])
  const skills = useMemo(() => topTechnologies(loadedProjects ?? []), [loadedProjects])
  const yearsLabel = useYearsLabel()

  return (
    <>
      <Hero ownerName={site.ownerName} messages={messages} />
      <AboutSection
        firstName={site.ownerFirstName}
        texts={ABOUT_TEXTS}
        skills={skills}
        yearsLabel={yearsLabel}
        projectCount={loadedProjects?.length ?? null}
      />
      <ProjectsSection state={projects} />
      <TimelineSection state={work} />
    </>
  )
}
