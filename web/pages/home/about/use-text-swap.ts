import { useCallback, useEffect, useRef, useState } from 'react'
import { measureScroll, type ScrollMeter, startMeter } from './scroll-meter.ts'
import { startSwap, swapDelay, swapStep, type TextSwap } from './text-swap.ts'

export interface AboutText {
  tldr: boolean
  shown: string
  animating: boolean
  setTldr: (on: boolean) => void
  /**
   * True from the moment scrolling turned the summary off until `settle` is called: the page keeps the
   * block's height meanwhile, so the longer text cannot push what the visitor reads (issue 24).
   */
  offByScroll: boolean
  settle: () => void
}

/**
 * The TL;DR mode and the text on screen. A switch erases the current text and types the other one
 * (instantly under reduced motion); scrolling fast while the summary shows goes back to the full bio.
 */
export function useAboutText(
  texts: { full: string; short: string },
  reducedMotion: boolean,
  initialTldr = false,
): AboutText {
  const [tldr, setMode] = useState(initialTldr)
  const [offByScroll, setOffByScroll] = useState(false)
  const settle = useCallback(() => setOffByScroll(false), [])
  const [swap, setSwap] = useState<TextSwap | null>(null)
  const animating = swap !== null
  const shown = swap?.shown ?? (tldr ? texts.short : texts.full)

  // Each tick schedules the next from inside its timer, so the whole animation runs off timers alone.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const run = useCallback((frame: TextSwap) => {
    if (frame.phase === 'done') {
      setSwap(null)
      return
    }
    setSwap(frame)
    timer.current = setTimeout(() => run(swapStep(frame)), swapDelay(frame))
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])

  const setTldr = useCallback(
    (on: boolean) => {
      if (animating || on === tldr) return
      setMode(on)
      if (!reducedMotion) run(startSwap(shown, on ? texts.short : texts.full, on))
    },
    [animating, tldr, texts, reducedMotion, shown, run],
  )

  const meter = useRef<ScrollMeter | null>(null)
  useEffect(() => {
    meter.current = startMeter(window.scrollY, Date.now())
    if (!tldr || animating) return
    const onScroll = () => {
      const result = measureScroll(
        meter.current ?? startMeter(window.scrollY, Date.now()),
        window.scrollY,
        Date.now(),
      )
      meter.current = result.meter
      if (result.tripped) {
        setOffByScroll(true)
        setTldr(false)
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [tldr, animating, setTldr])

  const setByVisitor = useCallback(
    (on: boolean) => {
      setOffByScroll(false)
      setTldr(on)
    },
    [setTldr],
  )

  return { tldr, shown, animating, setTldr: setByVisitor, offByScroll, settle }
}
