import { ChevronDown } from 'lucide-react'
import styled, { keyframes } from 'styled-components'
import { JOB_TITLE } from '../job-title.ts'
import { Avatar } from './Avatar.tsx'
import { Typewriter } from './Typewriter.tsx'

const drift = keyframes`
  from { background-position: 0 0, 9px 9px; }
  to { background-position: 72px 36px, 81px 45px; }
`

const breathe = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 0.85; }
`

const glow = keyframes`
  0%, 100% { box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.65), 0 8px 30px -6px rgba(168, 85, 247, 0.45); }
  50% { box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.8), 0 8px 42px -4px rgba(56, 189, 248, 0.55); }
`

const bob = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(6px); }
`

const Screen = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  /* Full screen under the fixed, translucent header. */
  margin-top: calc(-1 * ${({ theme }) => theme.headerHeight});
  min-height: 100vh;
  min-height: 100svh;
  padding: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space(8)})
    ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(16)};
  display: grid;
  place-items: center;
  background:
    radial-gradient(60% 50% at 15% 20%, #fbcfe8 0%, transparent 70%),
    radial-gradient(55% 55% at 85% 25%, #c7d2fe 0%, transparent 70%),
    radial-gradient(60% 60% at 70% 90%, #bae6fd 0%, transparent 70%),
    radial-gradient(50% 50% at 20% 85%, #ddd6fe 0%, transparent 70%),
    linear-gradient(135deg, #fdf2f8 0%, #eef2ff 50%, #ecfeff 100%);

  /* Halftone: two offset dot grids, strongest in the middle, fading out at the edges. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background-image:
      radial-gradient(circle, rgba(76, 29, 149, 0.22) 1.4px, transparent 1.9px),
      radial-gradient(circle, rgba(14, 116, 144, 0.16) 1px, transparent 1.5px);
    background-size: 18px 18px, 18px 18px;
    mask-image: radial-gradient(ellipse 70% 60% at 50% 45%, black 0%, rgba(0, 0, 0, 0.35) 60%, transparent 85%);
    animation: ${drift} 14s linear infinite, ${breathe} 6s ease-in-out infinite;
  }

  /* A short fade at the bottom edge into the dark page below. */
  mask-image: linear-gradient(to bottom, black calc(100% - 56px), transparent);

  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
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
  color: #1e1b4b;
  background: rgba(255, 255, 255, 0.55);
  border: 1px solid rgba(255, 255, 255, 0.8);
  backdrop-filter: blur(8px);
  animation: ${bob} 2.4s ease-in-out infinite;

  &:focus-visible {
    outline-color: #4c1d95;
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
  font-weight: 700;
  letter-spacing: 0.02em;
  text-align: center;
  color: #1e1b4b;
  background: linear-gradient(135deg, rgba(255, 255, 255, 0.7), rgba(255, 255, 255, 0.35));
  backdrop-filter: blur(10px);
  animation: ${glow} 4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.7), 0 8px 30px -6px rgba(168, 85, 247, 0.45);
  }
`

interface Props {
  ownerName: string
  messages: readonly string[]
}

export function Hero({ ownerName, messages }: Props) {
  return (
    <Screen aria-label="Introduction">
      <Stack>
        <Avatar name={ownerName} />
        <Pill>{JOB_TITLE}</Pill>
        <Typewriter messages={messages} />
      </Stack>
      <ScrollCue href="#about" aria-label="Scroll to About">
        <ChevronDown size={20} aria-hidden="true" />
      </ScrollCue>
    </Screen>
  )
}
