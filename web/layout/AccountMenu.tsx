import { type ComponentPropsWithoutRef, type ComponentType, forwardRef } from 'react'
import styled from 'styled-components'
import type { RootData } from '../app/site.ts'
import { VisuallyHidden } from '../components/ui/VisuallyHidden.tsx'
import { displayName } from '../lib/session.ts'
import { initials } from './initials.ts'
import { type OpenedBy, popupLoader, useLazyPopup } from './lazy-popup.ts'

export type AccountUser = NonNullable<RootData['me']>

const Avatar = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.pill};
  color: ${({ theme }) => theme.colors.text};
  font: 700 ${({ theme }) => theme.fontSizes.xs} ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.04em;
  cursor: pointer;
  transition: background 150ms ease, border-color 150ms ease;
  &:hover, &[data-state='open'] {
    background: ${({ theme }) => theme.colors.pillHover};
    border-color: ${({ theme }) => theme.colors.borderHover};
  }
  @media (max-width: 479px) {
    width: 32px;
    height: 32px;
  }
  @media (max-width: 359px) {
    width: 30px;
    height: 30px;
  }
`

/** The avatar button; the same markup before and after the menu's code has loaded. */
export const AccountTrigger = forwardRef<
  HTMLButtonElement,
  { user: AccountUser } & ComponentPropsWithoutRef<'button'>
>(function AccountTrigger({ user, ...props }, ref) {
  const name = displayName(user)
  return (
    <Avatar ref={ref} type="button" {...props}>
      <span aria-hidden="true">{initials(name) || '?'}</span>
      {/* The name is said, the initials are shown: the accessible name then holds everything visible. */}
      <VisuallyHidden>{`Account: ${name}`}</VisuallyHidden>
    </Avatar>
  )
})

const loadAccountPopup = popupLoader(() =>
  import('./AccountMenuPopup.tsx').then(
    (module): ComponentType<{ user: AccountUser; openedBy: OpenedBy | null }> => module.AccountMenuPopup,
  ),
)

/**
 * The signed-in reader's account entry (issue 15 item 18): initials that open a menu with Dashboard and
 * Log out. Like Get in touch, the Radix menu's code loads on the first hover, focus or press.
 *
 * Without script the button submits a form that leads to the dashboard (which has Logout and, for the
 * admin, the panel); with it, the press opens the menu instead (`triggerProps` cancel the submission).
 */
export function AccountMenu({ user }: { user: AccountUser }) {
  const { loaded, triggerProps } = useLazyPopup(loadAccountPopup)
  if (loaded) return <loaded.Popup user={user} openedBy={loaded.openedBy} />
  return (
    <form action="/dashboard" style={{ display: 'contents' }}>
      <AccountTrigger user={user} aria-haspopup="menu" {...triggerProps} type="submit" />
    </form>
  )
}
