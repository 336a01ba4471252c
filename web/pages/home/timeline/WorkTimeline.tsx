import { ArrowRight, ChevronsLeft, Crosshair } from 'lucide-react'
import { type CSSProperties, useCallback, useEffect, useRef } from 'react'
import styled from 'styled-components'
import type { WorkExperienceData } from '../../../graphql/types.ts'
import { usePrefersReducedMotion, useViewportWidth } from '../../../lib/browser-env.ts'
import {
  AUTO_CENTRE_DELAYS_MS,
  centredScrollLeft,
  timelineCardGap,
  timelineCardWidth,
  timelineExtraOffset,
} from './layout.ts'
import { DOT_ROW_HEIGHT, TimelineCard } from './TimelineCard.tsx'

const LEAD = 24

const Track = styled.div`
  overflow-x: auto;
  /*
   * Cards slide out of sight softly at both edges: the fade is wide enough on a desktop that a card cut
   * by the edge fades out instead of stopping mid-word (issue 15 item 10).
   */
  --fade: clamp(32px, 12vw, 180px);
  mask-image: linear-gradient(to right, transparent 0, black var(--fade), black calc(100% - var(--fade)), transparent 100%);
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  scrollbar-color: rgba(148, 163, 184, 0.35) transparent;
  padding-bottom: ${({ theme }) => theme.space(4)};
`

/** The line and the cards; it sets the sizes every part reads (--card-w, --gap, --extra). */
const Rail = styled.div`
  /* Until the browser reports its width (and without JavaScript): cards that fit any screen. */
  --card-w: min(400px, 100vw - 64px);
  --gap: 24px;
  --extra: 300px;
  position: relative;
  width: max-content;
  padding: 0 var(--extra) 0 ${LEAD}px;
`

const Items = styled.ol`
  display: flex;
  align-items: flex-start;
  gap: var(--gap);
  margin: 0;
  padding: 0;
  list-style: none;
`

/**
 * How far the dashed line runs on past the current role before its arrow: across most of the spec's
 * extra offset, so the space right of the centred current card reads as the road ahead, not a gap.
 */
const LEAD_ON = 'calc(var(--extra) - 72px)'

/** The whole line, faint and dashed beyond the current role, ending in an arrow. */
const Line = styled.div`
  position: absolute;
  top: ${DOT_ROW_HEIGHT / 2 - 1}px;
  left: 0;
  right: calc(var(--extra) - ${LEAD_ON});
  height: 2px;
  background: repeating-linear-gradient(
    to right,
    rgba(148, 163, 184, 0.35) 0 8px,
    transparent 8px 14px
  );
`

/** Solid from the start up to the current role's dot. */
const Travelled = styled.div`
  position: absolute;
  top: ${DOT_ROW_HEIGHT / 2 - 1}px;
  left: 0;
  width: calc(100% - var(--extra) - var(--card-w) / 2);
  height: 2px;
  background: linear-gradient(to right, rgba(56, 189, 248, 0.15), ${({ theme }) => theme.colors.accent});
`

const Arrow = styled(ArrowRight)`
  position: absolute;
  top: ${DOT_ROW_HEIGHT / 2 - 11}px;
  right: calc(var(--extra) - ${LEAD_ON} - 14px);
  color: rgba(148, 163, 184, 0.6);
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`

const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0.55rem 1.1rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  transition: background-color 0.2s;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  @media (max-width: 480px) {
    padding: 0.5rem 0.8rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`

interface Props {
  experiences: readonly WorkExperienceData[]
}

/** Work experience on a horizontal track; the last item is the current role and starts centred. */
export function WorkTimeline({ experiences }: Props) {
  const trackRef = useRef<HTMLDivElement>(null)
  const viewport = useViewportWidth()
  const reducedMotion = usePrefersReducedMotion()
  const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth'

  const centreCurrent = useCallback((how: ScrollBehavior) => {
    const track = trackRef.current
    const last = track?.querySelector<HTMLElement>('[data-current="true"]')
    if (!track || !last) return
    track.scrollTo({
      left: centredScrollLeft(last.offsetLeft, last.offsetWidth, track.clientWidth),
      behavior: how,
    })
  }, [])

  // Centre again as fonts and sizes settle after the data changes (spec: 100, 500 and 1000 ms); the
  // visitor taking over the track (buttons, pointer, wheel, keys) cancels what is still pending.
  const autoCentre = useRef<ReturnType<typeof setTimeout>[]>([])
  const stopAutoCentre = useCallback(() => {
    for (const timer of autoCentre.current) clearTimeout(timer)
    autoCentre.current = []
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: new data is the trigger
  useEffect(() => {
    autoCentre.current = AUTO_CENTRE_DELAYS_MS.map((ms) => setTimeout(() => centreCurrent(behavior), ms))
    return stopAutoCentre
  }, [experiences, centreCurrent, behavior, stopAutoCentre])

  const layout =
    viewport === null
      ? undefined
      : ({
          '--card-w': `${timelineCardWidth(viewport)}px`,
          '--gap': `${timelineCardGap(viewport)}px`,
          '--extra': `${timelineExtraOffset(viewport)}px`,
        } as CSSProperties)

  return (
    <div>
      <Track
        ref={trackRef}
        data-testid="timeline-track"
        tabIndex={0}
        // A focusable scroller is named for keyboard users; a name needs a role (a plain div takes none).
        role="region"
        aria-label="Work experience timeline"
        onPointerDown={stopAutoCentre}
        onWheel={stopAutoCentre}
        onKeyDown={stopAutoCentre}
      >
        <Rail style={layout}>
          <Line aria-hidden="true" />
          <Travelled aria-hidden="true" data-line="travelled" />
          <Arrow size={22} aria-hidden="true" />
          <Items>
            {experiences.map((experience, i) => (
              <TimelineCard
                key={experience.id}
                experience={experience}
                current={i === experiences.length - 1}
              />
            ))}
          </Items>
        </Rail>
      </Track>
      <Controls>
        <ControlButton
          type="button"
          onClick={() => {
            stopAutoCentre()
            trackRef.current?.scrollTo({ left: 0, behavior })
          }}
        >
          <ChevronsLeft size={16} aria-hidden="true" /> Past experiences
        </ControlButton>
        <ControlButton
          type="button"
          onClick={() => {
            stopAutoCentre()
            centreCurrent(behavior)
          }}
        >
          <Crosshair size={16} aria-hidden="true" /> Current position
        </ControlButton>
      </Controls>
    </div>
  )
}
