import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ProjectStatus } from '../../graphql/types.ts'
import { darkValue } from '../../theme/palette.ts'
import { projectPalette } from '../project/color-themes.ts'
import { chooseProjectIcon } from '../project/icon.ts'
import { PROJECT_ICONS } from '../project/icon-components.ts'
import { statusLabel, statusTone } from '../project/status.ts'
import { CARD_ICON_SIZE, type ProjectCardProps } from './SocialCard.tsx'

export interface CardProject {
  title: string
  status: ProjectStatus | null
  technologies: string[]
  colorTheme: string | null
  iconName?: string | null
}

/**
 * The project's named icon as an SVG data URL in its accent colour: satori draws images, not the icon
 * components. An uploaded icon is passed in instead (the server reads it from media storage).
 */
function namedIconSrc(project: Pick<CardProject, 'title' | 'iconName'>, accent: string): string {
  const choice = chooseProjectIcon({ title: project.title, iconName: project.iconName ?? null })
  const icon = PROJECT_ICONS[choice.kind === 'named' ? choice.name : 'code2']
  const svg = renderToStaticMarkup(
    createElement(icon, { color: accent, size: CARD_ICON_SIZE, strokeWidth: 2 }),
  )
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

/** What a project's card shows, in its palette: the same rules as its list card and detail page. */
export function projectCardProps(
  project: CardProject,
  owner: { ownerName: string; siteHost: string },
  uploadedIconSrc?: string,
): ProjectCardProps {
  const palette = projectPalette(project.colorTheme)
  // The card is drawn in the dark theme's colours (see SocialCard.tsx).
  const accent = darkValue(palette.accent)
  const { status } = project
  return {
    title: project.title,
    status: status && { label: statusLabel(status), tone: statusTone(status) },
    technologies: project.technologies,
    ...owner,
    accent,
    glow: palette.glow,
    iconSrc: uploadedIconSrc ?? namedIconSrc(project, accent),
  }
}
