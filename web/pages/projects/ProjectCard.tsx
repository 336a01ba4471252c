import { CodeXml, ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import styled, { css } from 'styled-components'
import { ResponsiveImage } from '../../components/media/ResponsiveImage.tsx'
import { type ProjectPalette, projectPalette } from '../../components/project/color-themes.ts'
import { DecorativeVisual } from '../../components/project/DecorativeVisual.tsx'
import { IconTile } from '../../components/project/IconTile.tsx'
import { StatusBadge } from '../../components/project/StatusBadge.tsx'
import { decorativeVisualFor } from '../../components/project/visuals.ts'
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx'
import type { ProjectData } from '../../graphql/types.ts'
import { technologyChips } from './filters.ts'
import type { ProjectsView } from './query-state.ts'
import { Chip, ChipList, ExternalButton } from './ui.tsx'

export type ProjectCardData = Pick<
  ProjectData,
  | 'id'
  | 'title'
  | 'description'
  | 'technologies'
  | 'status'
  | 'demoUrl'
  | 'githubUrl'
  | 'colorTheme'
  | 'iconUrl'
  | 'iconName'
  | 'heroImageUrl'
>

const Card = styled.article<{ $palette: ProjectPalette; $view: ProjectsView }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  background:
    linear-gradient(160deg, ${({ $palette }) => $palette.tint} 0%, rgba(255, 255, 255, 0) 55%),
    ${({ theme }) => theme.colors.panel};
  box-shadow: inset 0 1px 0 rgba(255, 255, 255, 0.06), 0 10px 30px -18px ${({ theme }) => theme.colors.shade};
  transition: border-color 0.2s ease, box-shadow 0.2s ease, transform 0.2s ease;

  &:hover,
  &:focus-within {
    border-color: ${({ $palette }) => $palette.border};
    box-shadow: inset 0 1px 0 rgba(255, 255, 255, 0.08), 0 16px 40px -20px ${({ $palette }) => $palette.glow};
  }
  &:hover {
    transform: translateY(-2px);
  }

  ${({ $view }) =>
    $view === 'grid'
      ? css`
          grid-template-rows: auto 1fr;
        `
      : css`
          grid-template-columns: minmax(0, 240px) minmax(0, 1fr);
          align-items: start;
          /* Small screens: a compact row with a square thumbnail, unlike the stacked grid card. */
          @media (max-width: 640px) {
            grid-template-columns: 88px minmax(0, 1fr);
            gap: ${({ theme }) => theme.space(3)};
            & > [data-media] {
              aspect-ratio: 1;
            }
          }
        `}
`

const Media = styled.div<{ $palette: ProjectPalette }>`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  background: radial-gradient(120% 120% at 0% 0%, ${({ $palette }) => $palette.tint}, ${({ theme }) => theme.colors.well});

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > [data-visual],
  & > [data-tile] {
    height: 100%;
    border: 0;
    border-radius: 0;
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)};
  height: 100%;
`

/** The badge sits beside the title while the title keeps about 10rem, and drops below it on narrow cards. */
const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};

  & > [data-tone] {
    flex: none;
    margin-top: 0.125rem;
  }
`

const Title = styled.h2`
  flex: 1 1 10rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
  overflow-wrap: break-word;
`

/** The title link covers the whole card, so the card is one target without nesting the external links. */
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Description = styled.p<{ $lines: number }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  overflow: hidden;
`

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(1)};
`

const MoreChip = styled(Chip)`
  color: ${({ theme }) => theme.colors.textSubtle};
  background: transparent;
  border-style: dashed;
`

/** A card is a third of the content width on wide screens, half on tablets, all of it on phones. */
const CARD_SIZES = '(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw'

function CardMedia({
  project,
  palette,
  priority,
}: {
  project: ProjectCardData
  palette: ProjectPalette
  priority: boolean
}) {
  const visual = decorativeVisualFor(project.title)
  return (
    <Media $palette={palette} data-media={project.heroImageUrl ? 'image' : visual ? 'visual' : 'icon'}>
      {project.heroImageUrl ? (
        <ResponsiveImage
          src={project.heroImageUrl}
          alt=""
          sizes={CARD_SIZES}
          width={640}
          height={360}
          priority={priority}
        />
      ) : visual ? (
        <DecorativeVisual visual={visual} accent={palette.accent} />
      ) : (
        <IconTile project={project} palette={palette} />
      )}
    </Media>
  )
}

/**
 * One project in the list: the whole card opens the project; demo and source open in a new tab.
 * `priority` marks the first card, whose image is the page's largest above the fold.
 */
export function ProjectCard({
  project,
  view,
  priority = false,
}: {
  /** The project shown: title, description, status, technologies, links and images. */
  project: ProjectCardData
  /** Grid (a card in the grid) or list (a wide row with more technologies). */
  view: ProjectsView
  /** The first card: its image loads first, as the page's largest above the fold. */
  priority?: boolean
}) {
  const palette = projectPalette(project.colorTheme)
  const chips = technologyChips(project.technologies, view)
  return (
    <Card $palette={palette} $view={view} data-project-card={project.id}>
      <CardMedia project={project} palette={palette} priority={priority} />
      <Body>
        <Heading>
          <Title>
            <CardLink to={`/project/${project.id}`}>{project.title}</CardLink>
          </Title>
          <StatusBadge status={project.status} />
        </Heading>
        <Description $lines={view === 'grid' ? 3 : 2}>{project.description}</Description>
        {project.technologies.length > 0 ? (
          <ChipList aria-label="Technologies">
            {chips.shown.map((t) => (
              <Chip key={t}>{t}</Chip>
            ))}
            {chips.more ? <MoreChip data-more>{chips.more}</MoreChip> : null}
          </ChipList>
        ) : null}
        {project.demoUrl || project.githubUrl ? (
          <Footer>
            {project.demoUrl ? (
              <ExternalButton href={project.demoUrl} $primary $accent={palette.accent}>
                <ExternalLink size={14} aria-hidden="true" />
                Demo
                <VisuallyHiddenSuffix title={project.title} />
              </ExternalButton>
            ) : null}
            {project.githubUrl ? (
              <ExternalButton href={project.githubUrl}>
                <CodeXml size={14} aria-hidden="true" />
                Source
                <VisuallyHiddenSuffix title={project.title} />
              </ExternalButton>
            ) : null}
          </Footer>
        ) : null}
      </Body>
    </Card>
  )
}

/** Six 'Demo' links on one page need their project in the accessible name to be told apart. */
function VisuallyHiddenSuffix({ title }: { title: string }) {
  return <VisuallyHidden> of {title} (opens in a new tab)</VisuallyHidden>
}
