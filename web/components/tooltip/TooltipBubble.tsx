import { useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import styled, { keyframes } from 'styled-components'

export type OpenState = 'closed' | 'delayed-open' | 'instant-open'

/** Pixels between trigger and tooltip, and the least a tooltip keeps from the viewport's edges. */
const SIDE_OFFSET = 6
const COLLISION_PADDING = 8

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(2px); }
  to { opacity: 1; transform: translateY(0); }
`

const Content = styled.div`
  position: fixed;
  z-index: 120;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.popover};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  pointer-events: none;
  box-shadow: ${({ theme }) => theme.shadows.popover};
  &[data-state='delayed-open'], &[data-state='instant-open'] { animation: ${fadeIn} 120ms ease-out; }
`

const Arrow = styled.svg`
  position: absolute;
  left: calc(50% - 5px);
  fill: ${({ theme }) => theme.colors.popover};
  &[data-side='top'] { top: 100%; }
  &[data-side='bottom'] { bottom: 100%; transform: rotate(180deg); }
`

interface Placement {
  top: number
  left: number
  side: 'top' | 'bottom'
}

/** Above the trigger when it fits, else below; centred, but kept inside the viewport. */
function place(anchor: DOMRect, size: { width: number; height: number }): Placement {
  const fitsAbove = anchor.top - SIDE_OFFSET - size.height >= COLLISION_PADDING
  const side = fitsAbove ? 'top' : 'bottom'
  const top = fitsAbove ? anchor.top - SIDE_OFFSET - size.height : anchor.bottom + SIDE_OFFSET
  const centred = anchor.left + anchor.width / 2 - size.width / 2
  const maxLeft = window.innerWidth - COLLISION_PADDING - size.width
  return { top, left: Math.max(COLLISION_PADDING, Math.min(centred, maxLeft)), side }
}

/** The open tooltip, portalled to the body and placed beside its trigger (Tooltip.tsx owns the timing). */
export function TooltipBubble({
  id,
  state,
  anchor,
  label,
}: {
  id: string
  state: Exclude<OpenState, 'closed'>
  anchor: HTMLElement
  label: string
}) {
  const [placement, setPlacement] = useState<Placement | null>(null)
  const content = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (!content.current) return
    const { offsetWidth: width, offsetHeight: height } = content.current
    setPlacement(place(anchor.getBoundingClientRect(), { width, height }))
  }, [anchor])
  return createPortal(
    <Content
      ref={content}
      id={id}
      role="tooltip"
      data-state={state}
      data-side={placement?.side}
      style={
        placement ? { top: placement.top, left: placement.left } : { top: 0, left: 0, visibility: 'hidden' }
      }
    >
      {label}
      <Arrow
        data-side={placement?.side}
        width={10}
        height={5}
        viewBox="0 0 30 10"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <polygon points="0,0 30,0 15,10" />
      </Arrow>
    </Content>,
    document.body,
  )
}
