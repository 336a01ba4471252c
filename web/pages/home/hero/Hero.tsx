import styled, { keyframes } from 'styled-components'
import { ChevronDownIcon } from '../../../components/icons/inline-icons.tsx'
import { Avatar } from './Avatar.tsx'
import { Typewriter } from './Typewriter.tsx'

/*
 * The hero's motion animates only transform and opacity, which the compositor runs without repainting
 * on the main thread: a phone's main thread stays free for hydration and input (issue 11 item 4).
 */
const drift = keyframes`
  from { transform: translate(0, 0); }
  to { transform: translate(36px, 18px); }
`

const breathe = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 0.85; }
`

const glow = keyframes`
  0%, 100% { opacity: 0; }
  50% { opacity: 1; }
`

const bob = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(6px); }
`

const Screen = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  /* Full screen under the fixed header, which stays transparent over it until the page scrolls. */
  margin-top: calc(-1 * ${({ theme }) => theme.headerHeight});
  min-height: 100vh;
  min-height: 100svh;
  padding: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space(8)})
    ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(16)};
  display: grid;
  place-items: center;
  /*
   * The pastel washes are glows over the page's own dark background (the hero paints no backdrop of its
   * own) and fade out before its bottom edge, so the hero runs into About as one surface: no band where
   * pastel and navy mix into grey (issue 15 item 8).
   */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -2;
    background:
      radial-gradient(55% 45% at 15% 20%, rgba(244, 114, 182, 0.2) 0%, transparent 70%),
      radial-gradient(50% 50% at 85% 25%, rgba(129, 140, 248, 0.24) 0%, transparent 70%),
      radial-gradient(55% 50% at 70% 85%, rgba(56, 189, 248, 0.16) 0%, transparent 70%),
      radial-gradient(45% 45% at 20% 80%, rgba(167, 139, 250, 0.18) 0%, transparent 70%);
    mask-image: linear-gradient(to bottom, black 55%, transparent);
  }

  /*
   * Halftone: two offset dot grids, strongest in the middle, fading out at the edges. It drifts back and
   * forth by whole grid cells (a transform, so the dots need no repaint); the pseudo-element is larger
   * than the hero by that much so no edge shows.
   */
  &::before {
    content: '';
    position: absolute;
    inset: -18px 0 0 -36px;
    z-index: -1;
    will-change: transform, opacity;
    background-image:
      radial-gradient(circle, ${({ theme }) => theme.colors.heroDot} 1.4px, transparent 1.9px),
      radial-gradient(circle, ${({ theme }) => theme.colors.heroDotAlt} 1px, transparent 1.5px);
    background-size: 18px 18px, 18px 18px;
    mask-image: radial-gradient(ellipse 70% 60% at 50% 45%, black 0%, rgba(0, 0, 0, 0.35) 60%, transparent 85%);
    animation: ${drift} 7s ease-in-out infinite alternate, ${breathe} 6s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
  }
  @media print {
    min-height: auto;
    margin-top: 0;
    padding: 0 0 24pt;
    &::before, &::after { display: none; }
  }
`

const ScrollCue = styled.a`
  position: absolute;
  bottom: ${({ theme }) => theme.space(12)};
  left: 50%;
  translate: -50% 0;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.heroInk};
  background: ${({ theme }) => theme.colors.heroGlass};
  border: 1px solid ${({ theme }) => theme.colors.heroLine};
  backdrop-filter: blur(8px);
  animation: ${bob} 2.4s ease-in-out infinite;

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focus};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  width: min(100%, 56rem);
`

const Pill = styled.p`
  margin: 0;
  padding: 0.55rem clamp(0.8rem, 3vw, 1.25rem);
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: clamp(0.72rem, 0.62rem + 0.5vw, 0.95rem);
  font-weight: 400;
  letter-spacing: 0.02em;
  text-align: center;
  color: ${({ theme }) => theme.colors.heroInk};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.heroPillFrom}, ${({ theme }) => theme.colors.heroPillTo});
  backdrop-filter: blur(10px);
  position: relative;
  box-shadow: 0 0 0 1px rgba(199, 210, 254, 0.35), 0 8px 30px -6px rgba(168, 85, 247, 0.45);

  /* The glow's brighter half, faded in and out over the steady one. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    pointer-events: none;
    box-shadow: 0 0 0 1px rgba(199, 210, 254, 0.5), 0 8px 42px -4px rgba(56, 189, 248, 0.55);
    opacity: 0;
    will-change: opacity;
    animation: ${glow} 4s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`

interface Props {
  /** The owner's full name, the page's heading. */
  ownerName: string
  /** The job title in the pill under the name, e.g. "Machine Learning Engineer". */
  jobTitle: string
  /** The uploaded square picture, or null for the drawn initials. */
  avatarUrl: string | null
  /** The greetings the typewriter types in turn (1 to 8). */
  messages: readonly string[]
}

/** The home page's full-screen hero: picture or initials, the job title pill and the typewriter greeting. */
export function Hero({ ownerName, jobTitle, avatarUrl, messages }: Props) {
  return (
    <Screen aria-label="Introduction">
      <Stack>
        <Avatar name={ownerName} imageUrl={avatarUrl} />
        <Pill>{jobTitle}</Pill>
        <Typewriter messages={messages} />
      </Stack>
      <ScrollCue href="#about" aria-label="Scroll to About" data-print="hide">
        <ChevronDownIcon size={20} />
      </ScrollCue>
    </Screen>
  )
}
