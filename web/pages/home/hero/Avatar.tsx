import { useId } from 'react'
import styled from 'styled-components'

/** Up to two initials: first and last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

const Ring = styled.div`
  width: clamp(7rem, 5rem + 8vw, 9.5rem);
  aspect-ratio: 1;
  padding: 6px;
  border-radius: 50%;
  background: rgba(199, 210, 254, 0.12);
  border: 1px solid ${({ theme }) => theme.colors.heroLine};
  box-shadow:
    0 20px 50px -12px rgba(139, 92, 246, 0.45),
    inset 0 1px 0 rgba(255, 255, 255, 0.25);
  backdrop-filter: blur(12px);

  svg,
  img {
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 50%;
  }
`

/**
 * The profile picture: the uploaded square image (site settings), or initials art drawn inline, so a
 * site without a picture still needs no image request or remote address.
 */
export function Avatar({ name, imageUrl }: { name: string; imageUrl?: string | null | undefined }) {
  const id = useId()
  if (imageUrl) {
    return (
      <Ring>
        <img src={imageUrl} alt={name} width={512} height={512} decoding="async" />
      </Ring>
    )
  }
  return (
    <Ring>
      <svg viewBox="0 0 120 120" role="img" aria-label={`Profile picture of ${name}`}>
        <defs>
          <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#312e81" />
            <stop offset="0.55" stopColor="#0f172a" />
            <stop offset="1" stopColor="#134e4a" />
          </linearGradient>
          <radialGradient id={`${id}-shine`} cx="0.3" cy="0.2" r="0.8">
            <stop offset="0" stopColor="#f0abfc" stopOpacity="0.55" />
            <stop offset="1" stopColor="#f0abfc" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="120" height="120" fill={`url(#${id}-bg)`} />
        <rect width="120" height="120" fill={`url(#${id}-shine)`} />
        <circle
          cx="60"
          cy="60"
          r="44"
          fill="none"
          stroke="#a5b4fc"
          strokeOpacity="0.35"
          strokeDasharray="2 5"
        />
        <text
          x="60"
          y="61"
          textAnchor="middle"
          dominantBaseline="central"
          fill="#f8fafc"
          fontFamily="'JetBrains Mono', ui-monospace, monospace"
          fontSize="38"
          fontWeight="700"
          letterSpacing="1"
        >
          {initialsOf(name)}
        </text>
      </svg>
    </Ring>
  )
}
