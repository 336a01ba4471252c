import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden.tsx'
import { useHydrated, usePrefersReducedMotion } from '../../../lib/browser-env.ts'
import {
  CURSOR_BLINK_MS,
  codePoints,
  greetingFontSize,
  TYPEWRITER_START,
  type TypewriterState,
  typewriterStep,
  typewriterText,
} from './typewriter.ts'

const Line = styled.h1`
  margin: 0;
  min-height: 8.5rem;
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  font-weight: 750;
  line-height: 1.2;
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.colors.text};
  transition: font-size 0.3s ease;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    min-height: 9rem;
  }
`

const Cursor = styled.span`
  display: inline-block;
  width: 0.09em;
  height: 1.05em;
  margin-left: 0.08em;
  vertical-align: -0.15em;
  border-radius: 1px;
  background: ${({ theme }) => theme.colors.caret};

  &[data-visible='false'] {
    opacity: 0;
  }
`

/** Types, pauses, backspaces and moves on; under reduced motion shows the first message still. */
function useTypewriter(messages: readonly string[], reducedMotion: boolean): TypewriterState {
  const [state, setState] = useState<TypewriterState>(TYPEWRITER_START)
  useEffect(() => {
    if (reducedMotion) {
      setState({ index: 0, length: codePoints(messages[0] ?? '').length, phase: 'typing' })
      return
    }
    let current = TYPEWRITER_START
    setState(current)
    let timer: ReturnType<typeof setTimeout>
    const schedule = () => {
      const { next, delay } = typewriterStep(current, messages)
      timer = setTimeout(() => {
        current = next
        setState(next)
        schedule()
      }, delay)
    }
    schedule()
    return () => clearTimeout(timer)
  }, [messages, reducedMotion])
  return state
}

function useBlink(enabled: boolean): boolean {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    setVisible(true)
    if (!enabled) return
    const timer = setInterval(() => setVisible((v) => !v), CURSOR_BLINK_MS)
    return () => clearInterval(timer)
  }, [enabled])
  return visible
}

/**
 * The greeting. Screen readers get the first message once, as the page heading; the typed letters
 * are hidden from them so they do not hear every keystroke.
 */
export function Typewriter({ messages }: { messages: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion()
  const hydrated = useHydrated()
  const state = useTypewriter(messages, reducedMotion)
  const cursorVisible = useBlink(!reducedMotion)
  const message = messages[state.index] ?? ''
  return (
    <Line style={{ fontSize: `calc(${greetingFontSize(codePoints(message).length)} * min(1rem, 3.6vw))` }}>
      <VisuallyHidden>{messages[0]}</VisuallyHidden>
      <span aria-hidden="true" data-testid="typewriter" data-animating={hydrated && !reducedMotion}>
        {typewriterText(state, messages)}
        <Cursor data-testid="typewriter-cursor" data-visible={cursorVisible} />
      </span>
    </Line>
  )
}
