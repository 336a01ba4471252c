import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { DecorativeVisualNumber } from './visuals.ts'

const Frame = styled.div`
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: radial-gradient(120% 120% at 0% 0%, ${({ theme }) => theme.colors.wash}, ${({ theme }) => theme.colors.well});

  svg {
    width: 100%;
    height: 100%;
    display: block;
  }
`

/** Six abstract scenes echoing the sample projects (plate, dial, cloud, bars, pages, leaves). */
const SCENES: Record<DecorativeVisualNumber, (c: string) => ReactNode> = {
  1: (c) => (
    <>
      <circle cx="160" cy="90" r="52" fill="none" stroke={c} strokeWidth="3" opacity="0.8" />
      <circle cx="160" cy="90" r="34" fill={c} opacity="0.18" />
      <rect x="84" y="48" width="6" height="84" rx="3" fill={c} opacity="0.7" />
      <rect x="230" y="48" width="6" height="84" rx="3" fill={c} opacity="0.7" />
    </>
  ),
  2: (c) => (
    <>
      <circle cx="160" cy="92" r="56" fill="none" stroke={c} strokeWidth="3" opacity="0.35" />
      <path d="M160 36 A56 56 0 1 1 109 115" fill="none" stroke={c} strokeWidth="6" strokeLinecap="round" />
      <line x1="160" y1="92" x2="160" y2="56" stroke={c} strokeWidth="4" strokeLinecap="round" />
      <rect x="150" y="22" width="20" height="8" rx="3" fill={c} />
    </>
  ),
  3: (c) => (
    <>
      <path
        d="M104 118 h112 a28 28 0 0 0 -6 -55 a40 40 0 0 0 -76 -6 a30 30 0 0 0 -30 61 z"
        fill={c}
        opacity="0.22"
        stroke={c}
        strokeWidth="3"
      />
      {[0, 1, 2, 3].map((i) => (
        <line
          key={i}
          x1={124 + i * 24}
          y1="132"
          x2={118 + i * 24}
          y2="150"
          stroke={c}
          strokeWidth="3"
          strokeLinecap="round"
        />
      ))}
    </>
  ),
  4: (c) => (
    <>
      {[40, 70, 55, 95, 80, 120].map((h, i) => (
        <rect
          key={h}
          x={78 + i * 30}
          y={150 - h}
          width="18"
          height={h}
          rx="4"
          fill={c}
          opacity={0.3 + i * 0.1}
        />
      ))}
      <polyline points="87,104 117,82 147,94 177,58 207,70 237,34" fill="none" stroke={c} strokeWidth="3" />
    </>
  ),
  5: (c) => (
    <>
      <path
        d="M160 50 C130 36 100 36 76 44 V140 C100 132 130 132 160 146 Z"
        fill={c}
        opacity="0.2"
        stroke={c}
        strokeWidth="3"
      />
      <path
        d="M160 50 C190 36 220 36 244 44 V140 C220 132 190 132 160 146 Z"
        fill={c}
        opacity="0.12"
        stroke={c}
        strokeWidth="3"
      />
      {[66, 82, 98].map((y) => (
        <line key={y} x1="178" y1={y} x2="226" y2={y - 4} stroke={c} strokeWidth="2" opacity="0.6" />
      ))}
    </>
  ),
  6: (c) => (
    <>
      <path d="M160 150 V84" stroke={c} strokeWidth="4" strokeLinecap="round" />
      <path
        d="M160 96 C130 96 112 78 110 50 C140 50 158 66 160 96 Z"
        fill={c}
        opacity="0.35"
        stroke={c}
        strokeWidth="2"
      />
      <path
        d="M160 84 C186 84 206 66 210 40 C180 40 162 56 160 84 Z"
        fill={c}
        opacity="0.22"
        stroke={c}
        strokeWidth="2"
      />
      <rect x="128" y="148" width="64" height="10" rx="5" fill={c} opacity="0.5" />
    </>
  ),
}

/** Stand-in artwork for a sample project without a hero image; purely decorative. */
export function DecorativeVisual({ visual, accent }: { visual: DecorativeVisualNumber; accent: string }) {
  return (
    <Frame data-visual={visual}>
      <svg viewBox="0 0 320 180" aria-hidden="true" focusable="false">
        {SCENES[visual](accent)}
      </svg>
    </Frame>
  )
}
