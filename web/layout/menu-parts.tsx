import { DropdownMenu } from 'radix-ui'
import { useEffect, useRef } from 'react'
import styled, { css, keyframes } from 'styled-components'
import type { OpenedBy } from './lazy-popup.ts'

const popIn = keyframes`
  from { opacity: 0; transform: translateY(-4px) scale(0.98); }
  to { opacity: 1; transform: translateY(0) scale(1); }
`

/** The panel of the header's dropdown menus; each menu sets its own width. */
export const MenuContent = styled(DropdownMenu.Content)`
  z-index: 60;
  max-width: calc(100vw - 16px);
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.popover};
  backdrop-filter: blur(16px);
  box-shadow: ${({ theme }) => theme.shadows.popover};
  color: ${({ theme }) => theme.colors.text};
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
  &[data-state='open'] { animation: ${popIn} 140ms ease-out; }
`

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  outline: none;
  cursor: pointer;
  user-select: none;
  svg { flex: none; color: ${({ theme }) => theme.colors.accent}; }
  &[data-highlighted] { background: rgba(148, 163, 184, 0.16); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`

/** One row of the header's dropdown menus (Get in touch, the account menu): icon, label, highlight. */
export const MenuItem = styled(DropdownMenu.Item)`
  ${itemStyle}
`

/** A row of a one-of-several choice (the theme menu): the chosen one carries its indicator. */
export const MenuRadioItem = styled(DropdownMenu.RadioItem)`
  ${itemStyle}
`

/**
 * The ref for a lazily loaded menu's Radix trigger. Radix focuses the first item only when it saw a key
 * open the menu, and the menu mounted after that key: the same key is handed to Radix's trigger.
 */
export function useOpeningKeyReplay(openedBy: OpenedBy | null) {
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (openedBy !== 'keyboard' || !trigger.current) return
    trigger.current.focus()
    trigger.current.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  }, [openedBy])
  return trigger
}
