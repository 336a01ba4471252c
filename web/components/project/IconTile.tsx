import styled from 'styled-components'
import type { ProjectPalette } from './color-themes.ts'
import { ProjectIcon } from './ProjectIcon.tsx'

const Tile = styled.div<{ $palette: ProjectPalette }>`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  background: radial-gradient(120% 120% at 0% 0%, ${({ $palette }) => $palette.tint}, ${({ theme }) => theme.colors.well});
`

/**
 * The picture of a project with no hero image and no sample visual: its icon on its palette. One tile
 * for the home strip and /projects, so a project looks the same in both (issue 15 item 11).
 */
export function IconTile({
  project,
  palette,
}: {
  project: { title: string; iconUrl?: string | null; iconName?: string | null }
  palette: ProjectPalette
}) {
  return (
    <Tile $palette={palette} data-tile="icon">
      <ProjectIcon project={project} accent={palette.accent} size={64} />
    </Tile>
  )
}
