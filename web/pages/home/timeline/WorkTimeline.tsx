import { ArrowRight, ChevronsLeft, Crosshair } from 'lucide-react'
import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import type { WorkExperienceData } from '../../../graphql/types.ts'
import { usePrefersReducedMotion, useViewportWidth } from '../../../lib/browser-env.ts'
import {
  AUTO_CENTRE_DELAYS_MS,
  centredScrollLeft,
  hiddenNeighbourBand,
  timelineCardGap,
  timelineCardWidth,
  timelineExtraOffset,
} from './layout.ts'
import { DOT_ROW_HEIGHT, TimelineCard } from './TimelineCard.tsx'

const LEAD = 24

/*
 * The track runs the page's full width (issue 24 item 4): at 1280 px and wider the card before the centred
 * current role then shows whole, with all its text. Where it cannot, its sliver is hidden outright
 * (--hide, from hiddenNeighbourBand) rather than cut mid-word behind a fade, while the current role is
 * centred (scrolled anywhere else, nothing is hidden). Edges fade over a narrow band only.
 */
const Track = styled.div`
  overflow-x: auto;
  --fade: 16px;
  --hide: 0px;
  mask-image: linear-gradient(
    to right,
    transparent 0,
    transparent var(--hide),
    black calc(var(--hide) + var(--fade)),
    black calc(100% - var(--fade)),
    transparent 100%
  );

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
  /* The first card lines up with the section's heading column. */
  padding: 0 var(--extra) 0 var(--lead, ${LEAD}px);
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
 * How far the dashed line runs on past the current role before its arrow and the Today mark: across the
 * space right of the centred current card (--run, set from the track's width), so that space reads as
 * the road up to today and its end is in view, not a gap. Without a measured width, most of the extra.
 */
const RUN = 'var(--run, calc(var(--extra) - 72px))'

/** The whole line, faint and dashed beyond the current role, ending in an arrow. */
const Line = styled.div`
  position: absolute;
  top: ${DOT_ROW_HEIGHT / 2 - 1}px;
  left: 0;
  right: calc(var(--extra) - ${RUN});
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
  right: calc(var(--extra) - ${RUN} - 14px);
  color: rgba(148, 163, 184, 0.6);
`

/** The end of the road: where the line's arrow points, today. */
const Today = styled.span`
  position: absolute;
  top: ${DOT_ROW_HEIGHT / 2 - 12}px;
  left: calc(100% - var(--extra) + ${RUN} + 14px);
  white-space: nowrap;
  padding: 0.1rem 0.55rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
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

/** The section's content column (theme.contentWidth) and its side padding, for lining up the first card. */
const COLUMN = 1200
const columnPadding = (viewport: number) => (viewport > 640 ? 20 : 16)

/** The sizes the rail's parts read: the spec's card, gap and extra offset, and where the line ends. */
function railLayout(viewport: number, trackWidth: number | null): CSSProperties {
  const card = timelineCardWidth(viewport)
  const extra = timelineExtraOffset(viewport)
  const vars: Record<string, string> = {
    '--card-w': `${card}px`,
    '--gap': `${timelineCardGap(viewport)}px`,
    '--extra': `${extra}px`,
  }
  if (trackWidth !== null) {
    const side = (trackWidth - card) / 2
    // The arrow and Today (about 90 px together) end inside the space right of the centred card.
    vars['--run'] = `${Math.round(Math.max(48, Math.min(side - 100, extra - 72)))}px`
    vars['--lead'] = `${Math.round(Math.max(LEAD, (trackWidth - COLUMN) / 2 + columnPadding(viewport)))}px`
  }
  return vars as CSSProperties
}

const trackHide = (viewport: number, trackWidth: number) =>
  hiddenNeighbourBand(trackWidth, timelineCardWidth(viewport), timelineCardGap(viewport))

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
  // From the first timed centring on, the cards changing size (a web font or an image arriving late)
  // centres the current role again at once, until the visitor takes over (the rail's ResizeObserver).
  const autoCentred = useRef(false)
  const stopAutoCentre = useCallback(() => {
    for (const timer of autoCentre.current) clearTimeout(timer)
    autoCentre.current = []
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: new data is the trigger
  useEffect(() => {
    autoCentre.current = AUTO_CENTRE_DELAYS_MS.map((ms) =>
      setTimeout(() => {
        autoCentred.current = true
        centreCurrent(behavior)
      }, ms),
    )
    return stopAutoCentre
  }, [experiences, centreCurrent, behavior, stopAutoCentre])
  // Once the visitor moves the track, a later width change leaves it where they put it.
  const takenOver = useRef(false)
  const takeOver = useCallback(() => {
    stopAutoCentre()
    takenOver.current = true
  }, [stopAutoCentre])

  // The track's own width (the page's, less any scrollbar) and whether the current role is centred.
  const [trackWidth, setTrackWidth] = useState<number | null>(null)
  const [centred, setCentred] = useState(false)
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const measure = () => {
      setTrackWidth(track.clientWidth)
      const last = track.querySelector<HTMLElement>('[data-current="true"]')
      const target = last ? centredScrollLeft(last.offsetLeft, last.offsetWidth, track.clientWidth) : -1
      setCentred(target > 0 && Math.abs(track.scrollLeft - target) <= 2)
    }
    measure()
    track.addEventListener('scroll', measure, { passive: true })
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            measure()
            if (autoCentred.current && !takenOver.current) centreCurrent('auto')
          })
    resize?.observe(track)
    const items = track.querySelector('ol')
    if (items) resize?.observe(items)
    return () => {
      track.removeEventListener('scroll', measure)
      resize?.disconnect()
    }
  }, [centreCurrent])

  // A width change (a turned phone, a resized window) moves the centred card off centre: centre it again
  // at once, unless the visitor has taken over. The first measurement is the auto-centring's job.
  const measuredSize = viewport === null || trackWidth === null ? null : `${viewport}:${trackWidth}`
  const previousSize = useRef<string | null>(null)
  useEffect(() => {
    const before = previousSize.current
    previousSize.current = measuredSize
    if (before !== null && measuredSize !== before && !takenOver.current) centreCurrent('auto')
  }, [measuredSize, centreCurrent])

  const layout = viewport === null ? undefined : railLayout(viewport, trackWidth)
  const hide = viewport === null || trackWidth === null ? 0 : trackHide(viewport, trackWidth)

  return (
    <div>
      <Track
        ref={trackRef}
        data-testid="timeline-track"
        data-centred={centred}
        style={hide && centred ? ({ '--hide': `${hide}px` } as CSSProperties) : undefined}
        tabIndex={0}
        // A focusable scroller is named for keyboard users; a name needs a role (a plain div takes none).
        role="region"
        aria-label="Work experience timeline"
        onPointerDown={takeOver}
        onWheel={takeOver}
        onKeyDown={takeOver}
      >
        <Rail style={layout}>
          <Line aria-hidden="true" />
          <Travelled aria-hidden="true" data-line="travelled" />
          <Arrow size={22} aria-hidden="true" />
          <Today data-testid="timeline-today">Today</Today>
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
            takeOver()
            trackRef.current?.scrollTo({ left: 0, behavior })
          }}
        >
          <ChevronsLeft size={16} aria-hidden="true" /> Past experiences
        </ControlButton>
        <ControlButton
          type="button"
          onClick={() => {
            stopAutoCentre()
            takenOver.current = false
            centreCurrent(behavior)
          }}
        >
          <Crosshair size={16} aria-hidden="true" /> Current position
        </ControlButton>
      </Controls>
    </div>
  )
}
