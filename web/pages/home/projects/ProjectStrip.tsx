import { ChevronLeft, ChevronRight } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import type { ProjectData } from '../../../graphql/types.ts'
import { usePrefersReducedMotion } from '../../../lib/browser-env.ts'
import { RoundButton } from '../ui.tsx'
import { StripCard } from './StripCard.tsx'
import { STRIP_SCROLL_STEP, type StripEdges, stripEdges, stripMask } from './strip.ts'

const Frame = styled.div`
  position: relative;
`

const Scroller = styled.div`
  display: flex;
  /* Cards keep their natural height (issue 24 item 1): stretched to the tallest, they had empty bands. */
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(5)};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  /*
   * No scroll snapping: the spec's arrows move exactly 320 px both ways, and snapping moved the left
   * step from the end to the nearest card edge (428 px, issue 15 item 4). Swipes scroll freely.
   */
  scrollbar-width: none;
  /* Room for the tilt and the focus ring, which overflow would clip. */
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(6)};
  transition: mask-image 0.2s;

  &::-webkit-scrollbar {
    display: none;
  }
`

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`

const Controls = styled.div`
  display: flex;
  margin-left: auto;
  gap: ${({ theme }) => theme.space(2)};
`

/** At first paint the strip is at its start; whether it overflows is only known in the browser. */
const INITIAL_EDGES: StripEdges = { atStart: true, atEnd: false }

/** Arrow-button state and scrolling; `cardCount` re-measures when the set of cards changes. */
function useStripScroll(cardCount: number) {
  const ref = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState<StripEdges>(INITIAL_EDGES)
  const reducedMotion = usePrefersReducedMotion()

  const measure = useCallback(() => {
    const el = ref.current
    if (el) setEdges(stripEdges(el.scrollLeft, el.scrollWidth, el.clientWidth))
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new card count changes the scroll width
  useEffect(() => {
    const el = ref.current
    if (!el) return
    measure()
    el.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    resize?.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
      resize?.disconnect()
    }
  }, [measure, cardCount])

  const scrollByStep = (direction: -1 | 1) =>
    ref.current?.scrollBy({
      left: direction * STRIP_SCROLL_STEP,
      behavior: reducedMotion ? 'auto' : 'smooth',
    })

  return { ref, edges, scrollByStep }
}

interface Props {
  projects: readonly ProjectData[]
  /** Shown left of the arrow buttons. */
  heading?: ReactNode
}

/** The horizontal card strip with its arrow buttons and edge fades. */
export function ProjectStrip({ projects, heading }: Props) {
  const { ref, edges, scrollByStep } = useStripScroll(projects.length)
  const mask = stripMask(edges)
  return (
    <Frame>
      <Bar>
        {heading}
        <Controls>
          <RoundButton
            type="button"
            aria-label="Scroll projects left"
            disabled={edges.atStart}
            onClick={() => scrollByStep(-1)}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </RoundButton>
          <RoundButton
            type="button"
            aria-label="Scroll projects right"
            disabled={edges.atEnd}
            onClick={() => scrollByStep(1)}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </RoundButton>
        </Controls>
      </Bar>
      <Scroller
        ref={ref}
        data-testid="project-strip"
        data-at-start={edges.atStart}
        data-at-end={edges.atEnd}
        style={{ maskImage: mask, WebkitMaskImage: mask }}
      >
        {projects.map((project) => (
          <StripCard key={project.id} project={project} />
        ))}
      </Scroller>
    </Frame>
  )
}
