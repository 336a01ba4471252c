import { useCallback, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'

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
 * Whether the visitor opened the disclosure before the page hydrated (a press while a phone still loads
 * the code). Until `close()`, the component keeps the disclosure, with what was chosen and typed in it,
 * instead of swapping it for its scripted form, which would shut it. Read in an effect: the scripted
 * render (`useHydrated`'s) comes right after the page's effects, so a press until then is seen.
 */
export function useOpenedBeforeHydration() {
  const ref = useRef<HTMLDetailsElement>(null)
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (ref.current?.open) setOpened(true)
  }, [])
  const close = useCallback(() => setOpened(false), [])
  return { ref, opened, close }
}
