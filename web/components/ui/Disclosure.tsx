import { useCallback, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { useHydrated } from '../../lib/browser-env.ts'

/**
 * A native disclosure whose `<summary>` looks like the button it stands for: in the server's HTML
 * (JavaScript off) it opens the panel a dialog would show with script (docs/decisions/221).
 */
export const Disclosure = styled.details`
  & > summary {
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  &[open] > summary {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`

/**
 * Whether a component shows its scripted form (a dialog, an edit button) in place of its disclosure:
 * once hydrated, unless the visitor opened the disclosure before that (a press while a phone still loads
 * the code). Until `close()`, such a disclosure stays, with what was chosen and typed in it, instead of
 * being swapped for the scripted form, which would shut it. Read in an effect: the hydrated render comes
 * right after the page's effects, so a press until then is seen.
 */
export function useScriptedUnlessOpened() {
  const hydrated = useHydrated()
  const ref = useRef<HTMLDetailsElement>(null)
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (ref.current?.open) setOpened(true)
  }, [])
  const close = useCallback(() => setOpened(false), [])
  return { ref, scripted: hydrated && !opened, close }
}
