import { ArrowLeft } from 'lucide-react'
import { CanvasBanner } from '../../components/banner/CanvasBanner.tsx'
import { BackLink } from './ui.tsx'

/** The list page's hero: the animated banner (docs/decisions/010-banner-placement.md) with the way home. */
export function ProjectsHero() {
  return (
    <CanvasBanner
      title="Projects"
      subtitle="Things I have built, from weekend experiments to production machine-learning apps."
    >
      <BackLink to="/">
        <ArrowLeft size={16} aria-hidden="true" />
        Back to home
      </BackLink>
    </CanvasBanner>
  )
}
