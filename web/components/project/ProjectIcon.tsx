import styled from 'styled-components'
import { ResponsiveImage } from '../media/ResponsiveImage.tsx'
import { chooseProjectIcon } from './icon.ts'
import { PROJECT_ICONS } from './icon-components.ts'

const Tile = styled.span<{ $size: number; $accent: string }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ $accent }) => $accent};
  background: ${({ theme }) => theme.colors.wash};
  border: 1px solid ${({ theme }) => theme.colors.hairlineStrong};
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

interface Props {
  project: { title: string; iconUrl?: string | null; iconName?: string | null }
  accent: string
  size?: number
}

/** The project's icon by the spec's rules; decorative, since the title always sits next to it. */
export function ProjectIcon({ project, accent, size = 44 }: Props) {
  const choice = chooseProjectIcon(project)
  const Icon = choice.kind === 'named' ? PROJECT_ICONS[choice.name] : null
  return (
    <Tile $size={size} $accent={accent} data-icon={choice.kind === 'named' ? choice.name : 'image'}>
      {Icon ? (
        <Icon size={Math.round(size * 0.5)} aria-hidden="true" />
      ) : (
        <ResponsiveImage
          src={choice.kind === 'image' ? choice.url : ''}
          alt=""
          sizes={`${size}px`}
          width={size}
          height={size}
        />
      )}
    </Tile>
  )
}
