import { Tooltip as RadixTooltip } from 'radix-ui'
import type { ReactElement, ReactNode } from 'react'
import styled, { keyframes } from 'styled-components'

/** Spec section 9: tooltips open after 700 ms, and within 300 ms of closing one the next opens at once. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** One provider for the whole page, so the skip delay carries from one tooltip to the next. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  )
}

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(2px); }
  to { opacity: 1; transform: translateY(0); }
`

const Content = styled(RadixTooltip.Content)`
  z-index: 120;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.popover};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  &[data-state='delayed-open'], &[data-state='instant-open'] { animation: ${fadeIn} 120ms ease-out; }
`

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.colors.popover};
`

/** A short label shown on hover and keyboard focus; the trigger must keep its own accessible name. */
export function Tip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content sideOffset={6}>
          {label}
          <Arrow width={10} height={5} />
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  )
}
