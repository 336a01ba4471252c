import type { ProjectPalette } from '../../components/project/color-themes.ts'
import { DecorativeVisual } from '../../components/project/DecorativeVisual.tsx'
import { IconTile } from '../../components/project/IconTile.tsx'
import { decorativeVisualFor } from '../../components/project/visuals.ts'

/**
 * The picture a project's card shows (its sample visual or its icon tile), drawn as the detail page's
 * cover when there is no uploaded hero (issue 24 item 5), in the frame ProjectDetail gives it.
 */
export function ProjectCoverArt({
  project,
  palette,
}: {
  project: { title: string; iconUrl?: string | null; iconName?: string | null }
  palette: ProjectPalette
}) {
  const visual = decorativeVisualFor(project.title)
  return visual ? (
    <DecorativeVisual visual={visual} accent={palette.accent} />
  ) : (
    <IconTile project={project} palette={palette} />
  )
}
