import type { ComponentType } from 'react'
import styled from 'styled-components'
import { ChevronDownIcon } from '../components/icons/inline-icons.tsx'
import { type OpenedBy, popupLoader, useLazyPopup } from './lazy-popup.ts'

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.pill};
  color: ${({ theme }) => theme.colors.text};
  font: 600 ${({ theme }) => theme.fontSizes.sm} ${({ theme }) => theme.fonts.sans};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  box-shadow: 0 4px 14px ${({ theme }) => theme.colors.shadeSoft};
  transition: background 150ms ease, border-color 150ms ease;
  &:hover, &[data-state='open'] {
    background: ${({ theme }) => theme.colors.pillHover};
    border-color: ${({ theme }) => theme.colors.borderHover};
  }
  svg { transition: transform 150ms ease; }
  &[data-state='open'] svg { transform: rotate(180deg); }
  @media (max-width: 479px) {
    gap: ${({ theme }) => theme.space(1)};
    padding: 0 ${({ theme }) => theme.space(3)};
  }
  /* The chevron gives way on narrow phones, so the header keeps the owner's name beside its buttons. */
  @media (max-width: 399px) {
    svg { display: none; }
  }
`

export function TriggerLabel() {
  return (
    <>
      Get in touch
      <ChevronDownIcon size={16} />
    </>
  )
}

const loadContactPopup = popupLoader(() =>
  import('./ContactMenuPopup.tsx').then(
    (module): ComponentType<{ openedBy: OpenedBy | null }> => module.ContactMenuPopup,
  ),
)

/**
 * The header's Get in touch dropdown. Every page shows its trigger, few visitors open it: until the
 * first hover, focus or press, the trigger is a plain button with Radix's markup and the menu's code
 * (Radix menu, floating-ui, the form) is not loaded (docs/decisions/150-js-diet.md).
 */
export function ContactMenu({ email }: { email: string }) {
  const { loaded, triggerProps } = useLazyPopup(loadContactPopup)
  if (loaded) return <loaded.Popup openedBy={loaded.openedBy} />
  return (
    <>
      <Trigger type="button" aria-haspopup="dialog" className="needs-script" {...triggerProps}>
        <TriggerLabel />
      </Trigger>
      <Trigger as="a" href={`mailto:${email}`} className="no-script-only">
        Get in touch
      </Trigger>
    </>
  )
}
