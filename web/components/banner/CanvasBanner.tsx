import { type PointerEvent, type ReactNode, useEffect, useRef } from 'react'
import styled, { css } from 'styled-components'
import type { Vec } from './banner-model.ts'

/** The banner waits for an idle moment after hydration, but no longer than this. */
const START_TIMEOUT_MS = 2000

/** Runs `start` once the main thread is idle (after first paint and hydration); returns a canceller. */
function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: START_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(start, 200)
  return () => window.clearTimeout(handle)
}

const Section = styled.section<{ $full: boolean }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  place-items: center;
  min-height: clamp(17rem, 44vh, 26rem);
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(5)};
  /* The night sky image in the dark theme, a pastel day sky of gradients in the light one. */
  background-color: ${({ theme }) => theme.colors.pageTop};
  background-image: ${({ theme }) => theme.colors.bannerSky};
  background-position: center;
  background-size: cover;
  background-repeat: no-repeat;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* A hero strip (not full height) on a phone is compact: page CSS, [data-banner='strip'] (issue 24 item 6). */
  ${({ $full, theme }) =>
    $full &&
    css`
      min-height: calc(100vh - ${theme.headerHeight});
      min-height: calc(100svh - ${theme.headerHeight});
    `}
  /* Softens the lower edge into the page and keeps the text readable over the moving sky. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
    background:
      radial-gradient(ellipse 55% 45% at 50% 50%, ${({ theme }) => theme.colors.bannerVeil}, transparent 75%),
      linear-gradient(180deg, transparent 60%, ${({ theme }) => theme.colors.bannerFade} 100%);
  }
`

const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  pointer-events: none;
`

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 48rem;
  text-align: center;
`

const headingStyle = css`
  margin: 0;
  color: ${({ theme }) => theme.colors.textStrong};
  letter-spacing: -0.025em;
  font-size: clamp(2rem, 1.4rem + 3vw, 3.5rem);
  font-weight: 700;
  line-height: 1.1;
  letter-spacing: -0.03em;
  text-shadow: 0 2px 24px ${({ theme }) => theme.colors.bannerShade};
  overflow-wrap: anywhere;
`
const H1 = styled.h1`${headingStyle}`
const H2 = styled.h2`${headingStyle}`

const Subtitle = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.measure};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: clamp(0.9rem, 0.85rem + 0.3vw, 1.05rem);
  text-shadow: 0 1px 12px ${({ theme }) => theme.colors.bannerShade};
  /*
   * On a phone the constellation is as wide as the paragraph and its lines ran through the words: the
   * paragraph sits on a blurred glass there (issue 15 item 17).
   */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.glass};
    backdrop-filter: blur(6px);
    -webkit-backdrop-filter: blur(6px);
  }
`

export interface CanvasBannerProps {
  /** The banner's heading; the spec's default is 'Connect Three'. */
  title?: string
  /** The line under the heading; none when left out. */
  subtitle?: ReactNode
  /** h1 when the banner is the page's hero (the default), h2 inside a page that has its own h1. */
  headingLevel?: 1 | 2
  /** Fill the viewport below the header instead of a hero strip. */
  fullHeight?: boolean
  /** Extra content under the text, e.g. a back link. */
  children?: ReactNode
}

/**
 * An animated sky (a night sky in the dark theme, a pastel day in the light one): a jittering 20 × 20
 * constellation, twinkling stars, shooting streaks and a slow comet, with points reacting to the pointer.
 * The canvas is decoration (aria-hidden); the title is a real heading. It draws one still frame under prefers-reduced-motion and pauses off-screen or in a hidden tab.
 */
export function CanvasBanner({
  title = 'Connect Three',
  subtitle,
  headingLevel = 1,
  fullHeight = false,
  children,
}: CanvasBannerProps) {
  const sectionRef = useRef<HTMLElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const mouseRef = useRef<Vec | null>(null)

  useEffect(() => {
    const section = sectionRef.current
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    if (!section || !canvas || !ctx) return
    // Nothing is drawn, nor its code loaded, before the page has painted and hydrated: the sky
    // background stands in until then.
    let stopped = false
    let stop: (() => void) | undefined
    const cancelStart = whenIdle(async () => {
      const { startBanner } = await import('./banner-controller.ts')
      if (stopped) return
      const started = await startBanner(section, canvas, ctx, mouseRef)
      if (stopped) started()
      else stop = started
    })
    return () => {
      stopped = true
      cancelStart()
      stop?.()
    }
  }, [])

  const track = (event: PointerEvent<HTMLElement>) => {
    const canvas = canvasRef.current
    if (!canvas || canvas.dataset.motion === 'still') return
    const rect = canvas.getBoundingClientRect()
    mouseRef.current = { x: event.clientX - rect.left, y: event.clientY - rect.top }
  }
  const leave = () => {
    mouseRef.current = null
  }

  const Heading = headingLevel === 1 ? H1 : H2
  return (
    <Section
      ref={sectionRef}
      $full={fullHeight}
      data-banner={fullHeight ? undefined : 'strip'}
      onPointerMove={track}
      onPointerLeave={leave}
    >
      <Canvas ref={canvasRef} aria-hidden="true" data-testid="banner-canvas" />
      <Text>
        <Heading>{title}</Heading>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {children}
      </Text>
    </Section>
  )
}
