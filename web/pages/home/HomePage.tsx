import { lazy, memo, Suspense } from 'react'
import { useLoaderData } from 'react-router'
import { LATER_PARTS } from '../../../src/shared/hydration.ts'
import { AnnounceHydrated } from '../../app/announce-hydrated.tsx'
import { useSite } from '../../app/site.ts'
import type { HomeSectionsProps } from './HomeSections.tsx'
import { Hero } from './hero/Hero.tsx'
import type { homeLoader } from './loader.ts'

/**
 * The sections under the full-screen hero are not needed for the first paint: their code loads after
 * the page's, and until it arrives React keeps their server HTML in place and hydrates it then
 * (docs/decisions/151-below-the-fold-hydration.md). A navigation to the page waits for them
 * (`belowTheFold` in web/routes.tsx), so it never shows a gap.
 */
export const loadHomeSections = () => import('./HomeSections.tsx')
// Asked for as soon as this module runs, in parallel with the page's hydration (which does not wait
// for it): arriving before hydration reaches the sections, it hydrates with the rest in the same pass,
// rather than in a later low-priority pass that the hero typewriter's updates keep interrupting.
if (typeof window !== 'undefined') void loadHomeSections()
const LazyHomeSections = lazy(() => loadHomeSections().then((m) => ({ default: m.HomeSections })))

// An update reaching a boundary that has not hydrated yet makes React drop its server HTML and render
// it on the client (blank until the code arrives). Memo with stable props (the loader's values) keeps
// a re-render of the page from reaching it.
const BelowTheFold = memo(function BelowTheFold(props: HomeSectionsProps) {
  return (
    <Suspense>
      <AnnounceHydrated part={LATER_PARTS.homeSections}>
        <LazyHomeSections {...props} />
      </AnnounceHydrated>
    </Suspense>
  )
})

/**
 * The home page. Both queries are answered before server rendering, so the first paint already holds
 * the projects and the work experience; the loading and error states show on client-side navigation.
 */
export function HomePage() {
  const site = useSite()
  const data = useLoaderData<typeof homeLoader>()
  return (
    <>
      <Hero
        ownerName={site.ownerName}
        jobTitle={site.jobTitle}
        avatarUrl={site.avatarUrl}
        messages={site.greetings}
      />
      <BelowTheFold site={site} projects={data.projects} workExperiences={data.workExperiences} />
    </>
  )
}
