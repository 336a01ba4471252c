import type { CSSProperties, PointerEvent } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { ResponsiveImage } from '../../../components/media/ResponsiveImage.tsx'
import { projectPalette } from '../../../components/project/color-themes.ts'
import { DecorativeVisual } from '../../../components/project/DecorativeVisual.tsx'
import { IconTile } from '../../../components/project/IconTile.tsx'
import { ProjectIcon } from '../../../components/project/ProjectIcon.tsx'
import { truncateAtWord } from '../../../components/project/truncate.ts'
import { decorativeVisualFor } from '../../../components/project/visuals.ts'
import type { ProjectData } from '../../../graphql/types.ts'
import { cardFace } from '../ui.tsx'
import { tiltFromPointer } from './strip.ts'

const CardLink = styled(Link)`
  --rx: 0deg;
  --ry: 0deg;
  --gx: 50%;
  --gy: 50%;
  position: relative;
  isolation: isolate;
  flex: none;
  width: min(300px, 78vw);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  background:
    linear-gradient(180deg, var(--tint) 0%, transparent 55%),
    ${cardFace};
  border: 1px solid var(--edge);
  box-shadow:
    inset 0 1px 0 rgba(255, 255, 255, 0.06),
    0 20px 40px -24px ${({ theme }) => theme.colors.shade};
  transform: perspective(900px) rotateX(var(--rx)) rotateY(var(--ry));
  transform-style: preserve-3d;
  transition:
    transform 0.25s ease,
    border-color 0.25s ease,
    box-shadow 0.25s ease;

  /* Glow that follows the pointer (position from --gx/--gy). */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    border-radius: inherit;
    background: radial-gradient(240px circle at var(--gx) var(--gy), var(--glow), transparent 70%);
    opacity: 0;
    transition: opacity 0.25s ease;
  }

  &:hover,
  &:focus-visible {
    border-color: var(--accent);
    box-shadow:
      inset 0 1px 0 rgba(255, 255, 255, 0.08),
      0 24px 50px -20px var(--glow);
  }
  &:hover::before {
    opacity: 1;
  }
  &[data-tilting='true'] {
    transition:
      border-color 0.25s ease,
      box-shadow 0.25s ease;
  }

  @media (hover: none) {
    &::before {
      display: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transform: none;
  }
`

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  h3 {
    display: flex;
    align-items: center;
    min-height: 2.6em;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.3;
  }
`

/*
 * Every card has the same rhythm whatever its text (issue 24 item 1): the title keeps two lines and the
 * description three (its 100-character cut in Inter), so dividers and pictures line up across the strip and cards keep their natural height
 * (the strip no longer stretches them, which used to open an empty band above the picture).
 */
const Description = styled.p`
  margin: 0;
  min-height: 4.5em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Divider = styled.hr`
  width: 100%;
  margin: ${({ theme }) => theme.space(1)} 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.hairline};
`

/**
 * One 16:10 frame for every kind of picture. The image fills it with `height: 100%` (its width and height
 * attributes would otherwise set a 360 px height next to a 258 px width: a 16:9 upload cropped into a
 * portrait box, issue 24 item 1); a landscape image loses at most a sliver at its sides.
 */
const Picture = styled.div`
  width: 100%;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: inherit;
    border: 1px solid ${({ theme }) => theme.colors.hairline};
  }
  & > [data-visual],
  & > [data-tile] {
    height: 100%;
    aspect-ratio: auto;
  }
`

type CardProject = Pick<
  ProjectData,
  'id' | 'title' | 'description' | 'colorTheme' | 'iconUrl' | 'iconName' | 'heroImageUrl'
>

interface Props {
  /** The project shown: title, description, colour, icon and hero image. */
  project: CardProject
  /** Off for a still picture (a story); reduced motion and touch pointers never tilt either. */
  tilt?: boolean
}

// Asked at each move rather than held in state: the handler is there from hydration on, with no moment
// where a state read after hydration has not yet switched it on.
const reducesMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

function onPointerMove(event: PointerEvent<HTMLAnchorElement>) {
  if (event.pointerType !== 'mouse' || reducesMotion()) return
  const card = event.currentTarget
  const box = card.getBoundingClientRect()
  const t = tiltFromPointer(event.clientX - box.left, event.clientY - box.top, box.width, box.height)
  card.dataset.tilting = 'true'
  card.style.setProperty('--rx', `${t.rotateX}deg`)
  card.style.setProperty('--ry', `${t.rotateY}deg`)
  card.style.setProperty('--gx', `${t.glowX}%`)
  card.style.setProperty('--gy', `${t.glowY}%`)
}

function onPointerLeave(event: PointerEvent<HTMLAnchorElement>) {
  const card = event.currentTarget
  delete card.dataset.tilting
  for (const name of ['--rx', '--ry', '--gx', '--gy']) card.style.removeProperty(name)
}

/** One project in the home strip: icon, title, short description, then its picture. */
export function StripCard({ project, tilt = true }: Props) {
  const palette = projectPalette(project.colorTheme)
  const visual = project.heroImageUrl ? null : decorativeVisualFor(project.title)
  return (
    <CardLink
      to={`/project/${project.id}`}
      data-testid="strip-card"
      style={
        {
          '--accent': palette.accent,
          '--tint': palette.tint,
          '--edge': palette.border,
          '--glow': palette.glow,
        } as CSSProperties
      }
      onPointerMove={tilt ? onPointerMove : undefined}
      onPointerLeave={tilt ? onPointerLeave : undefined}
    >
      <TitleRow>
        <ProjectIcon project={project} accent={palette.accent} size={40} />
        <h3>{project.title}</h3>
      </TitleRow>
      <Description>{truncateAtWord(project.description)}</Description>
      <Divider />
      <Picture data-picture>
        {project.heroImageUrl ? (
          <ResponsiveImage
            src={project.heroImageUrl}
            alt={`${project.title} preview`}
            sizes="(min-width: 700px) 300px, 78vw"
            width={640}
            height={400}
          />
        ) : visual ? (
          <DecorativeVisual visual={visual} accent={palette.accent} />
        ) : (
          <IconTile project={project} palette={palette} />
        )}
      </Picture>
    </CardLink>
  )
}
