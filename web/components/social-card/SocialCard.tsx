import type { CSSProperties, ReactNode } from 'react'
import { CARD_SIZE } from '../../../src/shared/social-images.ts'
import { initialsOf } from '../../pages/home/hero/Avatar.tsx'
import { darkValue, PALETTES } from '../../theme/palette.ts'
import { theme } from '../../theme/theme.ts'

/**
 * The 1200×630 link-preview cards, drawn on the server by satori (src/modules/seo/social-card.tsx) and
 * shown in Storybook. Satori reads inline styles only (flexbox, no CSS classes), so this file uses no
 * styled-components; every element with several children is a flex box.
 */
export const CARD_ICON_SIZE = 72

/** Link previews always show the spec's dark look: satori needs the colours themselves, not CSS variables. */
const colors = PALETTES.dark
const { statusTones } = theme
const FONT = 'JetBrains Mono'

function Frame({ glow, children }: { glow: string; children: ReactNode }) {
  return (
    <div
      style={{
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        fontFamily: FONT,
        color: colors.text,
        backgroundColor: colors.pageBottom,
        backgroundImage: `radial-gradient(circle at 85% 10%, ${glow}, transparent 55%), linear-gradient(160deg, ${colors.pageTop}, ${colors.pageBottom})`,
      }}
    >
      {children}
    </div>
  )
}

function Footer({ left, right, accent }: { left: string; right: string; accent: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 28 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <div style={{ width: 14, height: 14, borderRadius: 7, backgroundColor: accent }} />
        <span style={{ color: colors.text, fontWeight: 700 }}>{left}</span>
      </div>
      <span style={{ color: colors.textMuted }}>{right}</span>
    </div>
  )
}

const chip = (color: string, background: string, border: string): CSSProperties => ({
  display: 'flex',
  padding: '8px 20px',
  borderRadius: 999,
  fontSize: 26,
  color,
  backgroundColor: background,
  border: `2px solid ${border}`,
})

export interface ProjectCardProps {
  /** The project's name, the card's heading. */
  title: string
  /** The status badge's text and colour; none when the project has no status. */
  status: { label: string; tone: keyof typeof statusTones } | null
  /** The first few technologies, shown as chips. */
  technologies: string[]
  /** The owner's name at the bottom of the card. */
  ownerName: string
  /** The site's host name beside the owner, e.g. ada.example. */
  siteHost: string
  /** The project's palette (web/components/project/color-themes.ts). */
  accent: string
  /** The project's colour as the soft glow behind the card. */
  glow: string
  /** The project's icon as an image address (a data: URL on the server). */
  iconSrc: string
}

/** A project's card: icon, title, status and technologies in the project's palette, the owner below. */
export function ProjectSocialCard(props: ProjectCardProps) {
  const { title, status, technologies, ownerName, siteHost, accent, glow, iconSrc } = props
  const tone = status && statusTones[status.tone]
  return (
    <Frame glow={glow}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 36 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 112,
              height: 112,
              borderRadius: 24,
              backgroundColor: 'rgba(255, 255, 255, 0.06)',
              border: `2px solid ${accent}`,
              overflow: 'hidden',
            }}
          >
            <img src={iconSrc} alt="" width={CARD_ICON_SIZE} height={CARD_ICON_SIZE} />
          </div>
          {status && tone ? (
            <span style={chip(darkValue(tone.color), tone.background, tone.border)}>{status.label}</span>
          ) : null}
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: title.length > 44 ? 52 : title.length > 28 ? 60 : 76,
            fontWeight: 700,
            lineHeight: 1.15,
            maxHeight: 270,
            overflow: 'hidden',
          }}
        >
          {title}
        </div>
        {/* One row of technologies: more would crowd the owner's line. */}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 14, maxHeight: 56, overflow: 'hidden' }}>
          {technologies.slice(0, 6).map((tech) => (
            <span key={tech} style={chip(colors.textMuted, 'rgba(148, 163, 184, 0.12)', colors.border)}>
              {tech}
            </span>
          ))}
        </div>
      </div>
      <Footer left={ownerName} right={siteHost} accent={accent} />
    </Frame>
  )
}

export interface HomeCardProps {
  name: string
  jobTitle: string
  siteHost: string
  /** An uploaded avatar as an image address; null draws the initials as the hero does. */
  avatarSrc: string | null
}

/** The initials art of the hero's avatar (web/pages/home/hero/Avatar.tsx) in satori's terms. */
export function InitialsAvatar({ name, size }: { name: string; size: number }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: size / 2,
        fontFamily: FONT,
        fontSize: size * 0.32,
        fontWeight: 700,
        color: '#f8fafc',
        backgroundImage: 'linear-gradient(135deg, #312e81, #0f172a 55%, #134e4a)',
      }}
    >
      {initialsOf(name)}
    </div>
  )
}

/** The home page's card: the owner's avatar, name and job title. */
export function HomeSocialCard({ name, jobTitle, siteHost, avatarSrc }: HomeCardProps) {
  return (
    <Frame glow="rgba(56, 189, 248, 0.35)">
      <div style={{ display: 'flex', alignItems: 'center', gap: 56, marginTop: 40 }}>
        <div
          style={{
            display: 'flex',
            padding: 8,
            borderRadius: 999,
            border: '2px solid rgba(255, 255, 255, 0.6)',
            backgroundColor: 'rgba(255, 255, 255, 0.2)',
          }}
        >
          {avatarSrc ? (
            <img src={avatarSrc} alt="" width={240} height={240} style={{ borderRadius: 120 }} />
          ) : (
            <InitialsAvatar name={name} size={240} />
          )}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20, flex: 1 }}>
          <div style={{ display: 'flex', fontSize: 72, fontWeight: 700, lineHeight: 1.1 }}>{name}</div>
          <div style={{ display: 'flex', fontSize: 34, color: colors.accent }}>{jobTitle}</div>
        </div>
      </div>
      {/* The site's sections as its navigation names them (issue 24): there is no Notes section. */}
      <Footer left="Projects · Experience · Newsletter" right={siteHost} accent={colors.accent} />
    </Frame>
  )
}
